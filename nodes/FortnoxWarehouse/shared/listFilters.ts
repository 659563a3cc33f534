// The Warehouse Trigger (being changed under issue 29) imports this from here; it moves to nodes/shared/warehouse when that work is done.
export { commaList } from '../../shared/warehouse/list-filters';
