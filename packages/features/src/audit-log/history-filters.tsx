import { historyMessages as text } from '@license-console/domain';
import { Button, TextField } from '@license-console/ui';
import type { HistoryFilter } from './history-search.ts';
import type { HistoryController } from './use-history.ts';

type HistoryFiltersProps = Pick<HistoryController, 'draft' | 'setDraftField' | 'errors' | 'apply' | 'clear'> & {
  /** The pack's own history: its id is fixed, so no field for it. */
  fixedPack: boolean;
};

const FIELDS: readonly { field: keyof HistoryFilter; label: string; type?: string; placeholder?: string }[] = [
  { field: 'licenseId', label: text.licenseId },
  { field: 'entity', label: text.entity, placeholder: 'license' },
  { field: 'action', label: text.action, placeholder: 'license.update' },
  { field: 'actorEmail', label: text.actorEmail, type: 'email' },
  { field: 'from', label: text.from, type: 'date' },
  { field: 'to', label: text.to, type: 'date' },
];

/** The history's filters, applied together on Apply (or Enter in any of them); Clear shows every change again. */
function HistoryFilters({ draft, setDraftField, errors, apply, clear, fixedPack }: HistoryFiltersProps) {
  return (
    <form
      aria-label={text.filters}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {FIELDS.filter(({ field }) => !(fixedPack && field === 'licenseId')).map(
        ({ field, label, type, placeholder }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            type={type ?? 'text'}
            placeholder={placeholder}
            value={draft[field]}
            error={errors[field]}
            onChange={(event) => setDraftField(field, event.target.value)}
          />
        ),
      )}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 xl:col-span-3">
        <Button type="submit">{text.apply}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {text.clear}
        </Button>
      </div>
    </form>
  );
}

export { HistoryFilters };
