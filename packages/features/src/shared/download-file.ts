/** Saves a file the browser holds (a CSV export, say) under `name`, as a download. */
function downloadFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download take the file before its address goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export { downloadFile };
