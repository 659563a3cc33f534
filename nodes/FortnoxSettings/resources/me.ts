import { ME } from '../../shared/kinds';
import { settingResource } from '../../shared/operations/settings';

/** The user the credential acts as. */
export const me = settingResource(ME, { value: 'me', displayName: 'Me', description: "Get the name, e-mail, locale and rights of the credential's user" });
