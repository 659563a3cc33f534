import type { IExecuteFunctions } from 'n8n-workflow';

/** One map per run and per name: items of one run share what they looked up. */
const runs = new WeakMap<IExecuteFunctions, Map<string, Map<string, Promise<unknown>>>>();

function known(context: IExecuteFunctions, name: string): Map<string, Promise<unknown>> {
	const names = runs.get(context) ?? new Map<string, Map<string, Promise<unknown>>>();
	runs.set(context, names);
	const entries = names.get(name) ?? new Map<string, Promise<unknown>>();
	names.set(name, entries);
	return entries;
}

/**
 * What `load` gives for `key`, asked once per run: the next item with the same key waits on the
 * same answer. A failed look-up is not kept, so the next item asks again.
 */
export function oncePerRun<T>(context: IExecuteFunctions, name: string, key: string, load: () => Promise<T>): Promise<T> {
	const entries = known(context, name);
	const found = entries.get(key) as Promise<T> | undefined;
	if (found) return found;
	const loading = load();
	entries.set(key, loading);
	loading.catch(() => entries.delete(key));
	return loading;
}

/** What the run already asked for `key`, if it did. */
export const cachedOfRun = <T>(context: IExecuteFunctions, name: string, key: string): Promise<T> | undefined => known(context, name).get(key) as Promise<T> | undefined;

/** A record the run itself wrote: later items take it as it now is. */
export function keepForRun(context: IExecuteFunctions, name: string, key: string, value: unknown): void {
	known(context, name).set(key, Promise.resolve(value));
}
