export function flatPng(rgb: [number, number, number]): Buffer;
export function startMapTiles(port?: number): Promise<{ url: string; requests: string[]; stop(): Promise<void> }>;
