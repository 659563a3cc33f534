// The receive-goods example in a real n8n: buy, send, receive, release, read the balance, complete.
import type { RealN8n } from './harness';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, type Execution } from './harness';

const FILE = 'receive-goods.json';
/** What the example orders, each to its place at MAIN. */
const ORDERED = [
	{ itemId: '1003', location: 'A1', quantity: 6 },
	{ itemId: '1004', location: 'A2', quantity: 50 },
];

export function describeReceiveGoods(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		let execution: Execution;
		let before: number[];
		const warehouse = () => real().sandbox.tenant('demo').warehouse;
		const stock = (itemId: string, location?: string) => real().sandbox.stock('demo', itemId, 'MAIN', location).inStock;
		const first = (node: string) => outputOf(execution, node)[0].json;

		beforeAll(async () => {
			before = ORDERED.map(({ itemId, location }) => stock(itemId, location));
			execution = await real().runExample(FILE);
		}, EXAMPLE_RUN_TIMEOUT_MS);

		it('runs every node of the workflow successfully', () => {
			expectEveryNodeSucceeded(execution, FILE);
		});

		it('creates the purchase order and e-mails it to the supplier: the order is SENT', () => {
			const order = first('Order office supplies');
			const mails = real().sandbox.sentPurchaseOrderMails('demo').filter((mail) => mail.purchaseOrderIds.includes(order.id as number));

			expect(order).toMatchObject({ supplierNumber: '201', purchaseOrderState: 'NOT_SENT' });
			expect(first('E-mail it to the supplier')).toMatchObject({ id: order.id, purchaseOrderState: 'SENT' });
			expect(mails).toEqual([expect.objectContaining({ subject: `Inköpsorder ${String(order.id)}`, replyTo: 'inkop@sandbox.example', senderName: 'Inköp, Sandbox AB' })]);
		});

		it("registers the delivery for the order's rows, releases it into stock and completes it", () => {
			const order = first('Order office supplies');
			const registered = first('Register the delivery');
			const goods = warehouse().incomingGoods.find((candidate) => candidate.id === registered.id);

			expect(registered).toMatchObject({ deliveryNoteId: `FS-${String(order.id)}`, supplierNumber: '201', released: false });
			expect(goods?.rows.map((row) => [row.itemId, row.receivedQuantity, row.purchaseOrderId])).toEqual(
				ORDERED.map(({ itemId, quantity }) => [itemId, quantity, order.id]),
			);
			expect(first('Release into stock')).toMatchObject({ id: registered.id, released: true });
			expect(first('Complete the receipt')).toMatchObject({ id: registered.id, released: true, completed: true });
			expect(goods).toMatchObject({ released: true, completed: true, voided: false });
		});

		it('raises stock by the received quantities, as the balance node read it, and the order is RECEIVED', () => {
			const order = first('Order office supplies');
			const balance = outputOf(execution, 'Read the stock balance').map((item) => item.json);

			expect(ORDERED.map(({ itemId, location }) => stock(itemId, location))).toEqual(ORDERED.map(({ quantity }, k) => before[k] + quantity));
			expect(balance.map((record) => [record.itemId, record.stockPointCode, record.inStock])).toEqual(
				ORDERED.map(({ itemId }) => [itemId, 'MAIN', stock(itemId)]),
			);
			expect(warehouse().purchaseOrders.find((candidate) => candidate.id === order.id)).toMatchObject({ purchaseOrderState: 'RECEIVED', voided: false });
		});
	});
}
