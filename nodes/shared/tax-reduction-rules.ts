/**
 * Skatteverket's ROT and RUT rules by the year they hold for: the share of the labour (incl. VAT)
 * the buyer gets back, and the most one person may get in a year (ROT alone; ROT and RUT together).
 * A new year's rules are one more line; a year not listed takes the latest earlier one.
 */
const RULES_BY_YEAR: Record<number, TaxReductionRules> = {
	2026: { rotRate: 0.3, rutRate: 0.5, rotCap: 50_000, rotAndRutCap: 75_000 },
};

export interface TaxReductionRules {
	rotRate: number;
	rutRate: number;
	/** Kronor of ROT one person may get in a year. */
	rotCap: number;
	/** Kronor of ROT and RUT together one person may get in a year. */
	rotAndRutCap: number;
}

/** The rules of `year` and the year they were written for. */
export function taxReductionRulesOf(year: number): TaxReductionRules & { year: number } {
	const years = Object.keys(RULES_BY_YEAR).map(Number).sort((a, b) => a - b);
	const holding = [...years].reverse().find((listed) => listed <= year) ?? years[0];
	return { ...RULES_BY_YEAR[holding], year: holding };
}
