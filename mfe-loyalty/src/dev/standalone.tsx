import { mountStandalone } from 'shared-ui/dev-host';
import * as app from '../expose/app';

mountStandalone('loyalty', app);
