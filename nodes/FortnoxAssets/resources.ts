import type { Resource } from '../shared/operations/resource';
import { asset } from './resources/asset';
import { assetFileConnection } from './resources/assetFileConnection';
import { assetType } from './resources/assetType';

/** The Fortnox Assets node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [asset, assetFileConnection, assetType];
