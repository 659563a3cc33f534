// The Warehouse Trigger (being changed under issue 29) imports these from here; it reads nodes/shared/warehouse/pickers when that work is done.
export { getItems, getStockPointCodes } from '../../shared/warehouse/pickers';
