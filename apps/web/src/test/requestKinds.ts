import { gatepassApi } from '../features/gatepass/gatepassApi';
import { leaveApi } from '../features/leave/leaveApi';

/*
 * The request kit's two kinds, as the gate pass and leave features make them: what the kit's
 * component tests render. (The kit's own files may not import a feature; its tests reach them here.)
 */
export const gatepassRequests = gatepassApi;
export const leaveRequests = leaveApi;
