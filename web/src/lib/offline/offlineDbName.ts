/** The device database's name, on its own so the first-frame read does not load Dexie. */
export const DB_NAME = 'palme';
