/**
 * The texts of a license table's column, top to bottom, the column found by the start of its header's title
 * ('VALID UNTIL', '#USERS'): what a story or a test reads of the rows shown.
 */
function columnTexts(table: Element, title: string): string[] {
  const index = [...table.querySelectorAll('thead tr:first-child th')].findIndex((cell) =>
    cell.textContent?.startsWith(title),
  );
  return [...table.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td, th')[index]?.textContent?.trim() ?? '',
  );
}

export { columnTexts };
