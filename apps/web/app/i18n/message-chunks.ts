/**
 * Every area file of every locale as a chunk of its own, loaded on demand (decision 0131). A module of its own,
 * imported lazily: the map of ~185 loaders stays out of the shell chunk.
 */
export const messageChunks = import.meta.glob<Record<string, string>>('./messages/*/*.json', { import: 'default' });
