/** Posts a real HTML form with hidden fields, so the browser leaves with the whole page and follows the answer. */
function submitBrowserForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export { submitBrowserForm };
