export type { ProductsApi } from './api.ts';
export { productPaths } from './paths.ts';
export { ProductForm, type ProductFormProps, ProductFormView, type ProductFormViewProps } from './product-form.tsx';
export { ProductList, type ProductListProps, ProductListView, type ProductListViewProps } from './product-list.tsx';
export { productFormStrings, productListStrings } from './strings.ts';
export {
  type ProductFormController,
  type ProductFormFields,
  type UseProductFormOptions,
  useProductForm,
} from './use-product-form.ts';
export { type ProductListController, type UseProductListOptions, useProductList } from './use-product-list.ts';
