import { AlertSettings } from './entities/alert-settings.entity';
import { StockAlert } from './entities/stock-alert.entity';
import { StockSnapshot } from './entities/stock-snapshot.entity';
import { WatchedStock } from './entities/watched-stock.entity';

export const alertsEntities = [WatchedStock, StockSnapshot, StockAlert, AlertSettings];
