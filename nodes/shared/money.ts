/**
 * An amount in öre. Fortnox books to the öre, and sums of whole öre are exact where sums of kronor
 * in floating point are not (0.1 + 0.2 is not 0.3).
 */
export const oreOf = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);

/** Öre as kronor the way an accountant reads them: 100000 → 1,000.00. */
export function kronor(ore: number): string {
	const whole = Math.floor(Math.abs(ore) / 100)
		.toString()
		.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return `${ore < 0 ? '-' : ''}${whole}.${String(Math.abs(ore) % 100).padStart(2, '0')}`;
}
