import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';

// The demo carousel's two images, drawn at seed time (a few KB of WebP each): shapes in the
// portal's colours, no text (the caption is the text). Stored like an upload: a row of arquivo and
// its bytes in DATA_DIR/files (src/server/arquivos.ts).

const DESENHOS: ReadonlyArray<readonly [string, string]> = [
  [
    'oficinas.webp',
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f6cbd"/><stop offset="1" stop-color="#0c3b5e"/></linearGradient></defs>
     <rect width="1600" height="600" fill="url(#g)"/><circle cx="1250" cy="300" r="190" fill="#f7c948" opacity="0.9"/><circle cx="1050" cy="420" r="110" fill="#e8703a" opacity="0.85"/>
     <rect x="180" y="380" width="520" height="60" rx="30" fill="#ffffff" opacity="0.25"/><rect x="180" y="470" width="360" height="40" rx="20" fill="#ffffff" opacity="0.18"/></svg>`,
  ],
  [
    'horta.webp',
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#2e7d32"/><rect y="420" width="1600" height="180" fill="#6d4c2f"/>
     ${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${160 + i * 160}" cy="380" rx="60" ry="90" fill="#8bc34a" opacity="0.9"/>`).join('')}
     <circle cx="1400" cy="120" r="80" fill="#fff3b0"/></svg>`,
  ],
];

/** Stores the two images; their ids, in order. */
export async function semearImagensDoPortal(db: Db, dataDir: string, criadoPor: number): Promise<number[]> {
  const pasta = path.join(dataDir, 'files');
  await mkdir(pasta, { recursive: true });
  const ids: number[] = [];
  for (const [nome, svg] of DESENHOS) {
    const conteudo = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
    const armazenado = randomUUID();
    await writeFile(path.join(pasta, armazenado), conteudo, { mode: 0o600 });
    const { rows } = await sql<{ id: number }>`
      INSERT INTO arquivo (nome_original, nome_armazenado, tipo_mime, tamanho, diretorio, criado_por)
      VALUES (${nome}, ${armazenado}, 'image/webp', ${conteudo.length}, 'anexos', ${criadoPor}) RETURNING id`.execute(db);
    ids.push(rows[0]!.id);
  }
  return ids;
}
