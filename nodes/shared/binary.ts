import type { IExecuteFunctions } from 'n8n-workflow';

/**
 * A multipart body holding the item's binary file, built with the platform's FormData and
 * Blob so the package needs no runtime dependency.
 */
export async function binaryFormData(
	this: IExecuteFunctions,
	itemIndex: number,
	binaryPropertyName: string,
	options: { fileField: string; fileName?: string; fields?: Record<string, string> },
): Promise<FormData> {
	const binary = this.helpers.assertBinaryData(itemIndex, binaryPropertyName);
	const buffer = await this.helpers.getBinaryDataBuffer(itemIndex, binaryPropertyName);
	const form = new FormData();
	for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
	const fileName = options.fileName || binary.fileName || `${binaryPropertyName}.${binary.fileExtension ?? 'bin'}`;
	form.append(
		options.fileField,
		new Blob([buffer], { type: binary.mimeType || 'application/octet-stream' }),
		fileName,
	);
	return form;
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 `filename*` form. */
export function fileNameFromDisposition(header: string | string[] | undefined): string | undefined {
	const value = Array.isArray(header) ? header[0] : header;
	if (!value) return undefined;
	const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value);
	if (extended) {
		try {
			return decodeURIComponent(extended[1].trim());
		} catch {
			return extended[1].trim();
		}
	}
	const plain = /filename\s*=\s*"?([^";]+)"?/.exec(value);
	return plain ? plain[1].trim() : undefined;
}
