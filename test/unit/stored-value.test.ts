import { asStored, holdsAlready } from '../../nodes/shared/operations/stored-value';
import { numberIn } from '../../nodes/shared/transport/representation';

/** Create or Update's comparison: what a write would change, as the real Fortnox stores and answers values (issue 40). */
describe('holdsAlready', () => {
	const article = (body: Record<string, unknown>, held: Record<string, unknown>) => holdsAlready('Article', body as never, held as never);
	const customer = (body: Record<string, unknown>, held: Record<string, unknown>) => holdsAlready('Customer', body as never, held as never);

	it('a decimal number equals what Fortnox keeps of it: two decimals, rounded half away from zero', () => {
		expect(article({ SalesPrice: 12.3456 }, { SalesPrice: 12.35 })).toBe(true);
		expect(article({ PurchasePrice: 1.125 }, { PurchasePrice: 1.13 })).toBe(true);
		expect(article({ PurchasePrice: 1.123 }, { PurchasePrice: 1.12 })).toBe(true);
		expect(article({ QuantityInStock: 1.005 }, { QuantityInStock: 1.01 })).toBe(true);
		expect(article({ DirectCost: -1.125 }, { DirectCost: -1.13 })).toBe(true);
		// Held as sent, where Fortnox kept more decimals than two.
		expect(article({ SalesPrice: 12.3456 }, { SalesPrice: 12.3456 })).toBe(true);
	});

	it('a real change stays a change', () => {
		expect(article({ SalesPrice: 12.3456 }, { SalesPrice: 12.34 })).toBe(false);
		expect(article({ SalesPrice: 12.3456 }, { SalesPrice: '12.34' })).toBe(false);
		expect(article({ SalesPrice: 12.35 }, { SalesPrice: 12.3456 })).toBe(false);
		expect(article({ SalesPrice: 0 }, { SalesPrice: null })).toBe(false);
		expect(article({ Description: 'Skruv' }, { Description: null })).toBe(false);
		expect(article({ Description: 'Skruv' }, { Description: 'skruv' })).toBe(false);
	});

	it('a number equals the same number as text, as Fortnox lists it', () => {
		expect(article({ SalesPrice: 12.35, VAT: 25, QuantityInStock: 0 }, { SalesPrice: '12.35', VAT: '25', QuantityInStock: '0' })).toBe(true);
		expect(article({ PurchasePrice: 1 }, { PurchasePrice: '1.00' })).toBe(true);
		expect(article({ SalesPrice: 12.3456 }, { SalesPrice: '12.35' })).toBe(true);
		expect(article({ SalesPrice: 12 }, { SalesPrice: 'tolv' })).toBe(false);
	});

	it('an integer compares exactly', () => {
		expect(article({ SalesAccount: 3001 }, { SalesAccount: '3001' })).toBe(true);
		expect(article({ Weight: 2 }, { Weight: 2.004 })).toBe(false);
	});

	it('text that is no number in the form it is written stays text', () => {
		expect(numberIn('01234')).toBeUndefined();
		expect(numberIn('12345678901234567890')).toBeUndefined();
		expect(['1.50', '10.00', '0.00', '100', '-3.5'].map(numberIn)).toEqual([1.5, 10, 0, 100, -3.5]);
		expect(['00', '1e5', '5.', ' 1', ''].map(numberIn)).toEqual([undefined, undefined, undefined, undefined, undefined]);
		expect(customer({ ZipCode: '01234' }, { ZipCode: '1234' })).toBe(false);
	});

	it('an unset value sets nothing; null, "" and an absent field are alike', () => {
		expect(article({ StockPlace: '' }, { StockPlace: null })).toBe(true);
		expect(article({ StockPlace: '' }, {})).toBe(true);
		expect(customer({ DefaultDeliveryTypes: { Invoice: '' } }, { DefaultDeliveryTypes: { Invoice: null } })).toBe(true);
		expect(customer({ DefaultDeliveryTypes: { Invoice: 'EMAIL' } }, { DefaultDeliveryTypes: { Invoice: null } })).toBe(false);
	});

	it('a country Fortnox names from the code beside it: with the code, the name is not compared; alone, its case is not', () => {
		expect(customer({ CountryCode: 'SE', Country: 'Sweden' }, { CountryCode: 'SE', Country: 'Sverige' })).toBe(true);
		expect(customer({ CountryCode: 'NO', Country: 'Sverige' }, { CountryCode: 'SE', Country: 'Sverige' })).toBe(false);
		expect(customer({ Country: 'sverige' }, { Country: 'Sverige' })).toBe(true);
		expect(customer({ Country: 'Norge' }, { Country: 'Sverige' })).toBe(false);
	});

	it('asStored rounds as Fortnox does', () => {
		expect([1.123, 1.125, 1.005, 12.3456, -2.675, 25, 0].map(asStored)).toEqual([1.12, 1.13, 1.01, 12.35, -2.68, 25, 0]);
	});
});
