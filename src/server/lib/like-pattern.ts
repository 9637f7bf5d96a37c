/** A LIKE pattern matching text that contains `text`: '%' and '_' typed into a search box mean themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
