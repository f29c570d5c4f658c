/** The types of `documentText` (the document as JSON), as the committed kurir.d.ts holds them. */
export function generateTypes(documentText: string): Promise<string>;
