/** Who a send goes to: the fields every send route's request has (the groups work gives this its final form). */
import { idSchema, phoneNumberSchema } from '../shared/fields';

export const recipientFields = {
  deviceId: idSchema.meta({ description: 'The sending device; it must be CONNECTED', example: 'dev_8fK2mQ9xLr4TbZ1cWp7n' }),
  phoneNumber: phoneNumberSchema,
};
