/** What one bench run measured, whoever sent the requests. */
export interface Measured {
	count: number;
	/** From the sending node's start to its end. */
	seconds: number;
	/** Per output item: the created label's description, or the error text. */
	outputs: Array<{ description?: string; error?: string }>;
	/** 429s the sandbox answered (retried or not). */
	answered429: number;
	/** Labels the sandbox holds afterwards. */
	stored: number;
}

export const LIMIT_PER_SECOND = 25 / 5;
const FIRST_WINDOW = 25;

/** `--name=value` arguments of a bench, e.g. `--invoices=200`. */
export function argument(name: string, fallback: string): string {
	const given = process.argv.slice(2).find((arg) => arg.startsWith(`--${name}=`));
	return given === undefined ? fallback : given.slice(name.length + 3);
}

export const print = (line: string) => process.stdout.write(`${line}\n`);

export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
	const started = performance.now();
	const value = await run();
	return { value, seconds: (performance.now() - started) / 1000 };
}

/** The first window's 25 leave at once; the rate the limit governs is that of the rest. */
const sustainedOfLimit = (requests: number, seconds: number) => (requests - FIRST_WINDOW) / seconds / LIMIT_PER_SECOND;

/** A run's pace: requests per second, as a fraction of the limit, and that without the first window. */
export function pace(requests: number, seconds: number): string[] {
	const rate = requests / seconds;
	return [
		`${rate.toFixed(2)} req/s`,
		`${(rate / LIMIT_PER_SECOND).toFixed(3)} of limit`,
		`(${sustainedOfLimit(requests, seconds).toFixed(3)} without the first window)`,
	];
}

/** The label names of a bench run, in input order. */
export const benchNames = (count: number) => Array.from({ length: count }, (_, k) => `Bench ${String(k).padStart(4, '0')}`);

/** One line of figures for a run. */
export function summarize(who: string, latency: number, measured: Measured): string {
	const { count, seconds, outputs } = measured;
	const names = benchNames(count);
	const rate = count / seconds;
	const sustained = sustainedOfLimit(count, seconds);
	const failed = outputs.filter((output) => output.error !== undefined);
	const surfaced429 = failed.filter((output) => /\b429\b/.test(output.error ?? '')).length;
	const orderKept = outputs.length === count && outputs.every((output, i) => output.error !== undefined || output.description === names[i]);
	return [
		who.padEnd(22),
		`${String(latency).padStart(5)} ms`,
		`${rate.toFixed(2).padStart(6)} req/s`,
		`${sustained.toFixed(3)} of limit`,
		`429 answered ${String(measured.answered429).padStart(4)}`,
		`429 surfaced ${String(surfaced429).padStart(4)}`,
		`failed ${String(failed.length).padStart(4)}`,
		`stored ${String(measured.stored).padStart(4)}`,
		`order ${orderKept ? 'kept' : 'NOT kept'}`,
		`(${seconds.toFixed(1)} s)`,
	].join('  ');
}
