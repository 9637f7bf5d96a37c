/** Hands a text to the browser as a file download, without a trip to the server. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download at once; the address is no longer needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
