/**
 * A downloaded CSV as a file to save. Reading the answer as text drops the server's byte-order mark, by which
 * spreadsheets tell UTF-8 (accented names) from the system's code page: it is put back.
 */
function csvFile(text: string): Blob {
  return new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}

export { csvFile };
