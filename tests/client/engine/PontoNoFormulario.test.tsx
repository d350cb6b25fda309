import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../support/fetchStub.ts';
import { configuracao } from './fixtures.ts';
import { renderTela } from './support.tsx';

// A form whose latitude takes the ponto-no-mapa widget: it edits the record's latitude and
// longitude, typed or picked on a small map, and says what the save will do.

const LUGAR: Model = {
  $id: 'lugar',
  title: 'Lugar',
  type: 'object',
  'x-recurso': '/api/lugares',
  required: ['nome'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome' },
    cidade: { title: 'Cidade', 'x-ref': 'cidade' },
    latitude: { type: 'number', title: 'Latitude', minimum: -90, maximum: 90 },
    longitude: { type: 'number', title: 'Longitude', minimum: -180, maximum: 180 },
    coordenadaAproximada: { type: 'boolean', title: 'Localização aproximada', readOnly: true },
  },
};

const CIDADE: Model = { $id: 'cidade', title: 'Cidade', type: 'object', 'x-recurso': '/api/cidades', properties: { id: { type: 'integer' }, nome: { type: 'string' } } };

const LUGARES: Descriptor = {
  rota: { name: 'teste.voluntarios', path: '/teste/voluntarios' },
  titulo: 'Lugares',
  recurso: '/api/lugares',
  modelo: 'lugar',
  tags: { visualizar: 'teste.voluntario.visualizar', editar: 'teste.voluntario.editar' },
  formulario: { secoes: [{ nome: 'endereco', campos: ['nome', 'cidade', { campo: 'latitude', widget: 'ponto-no-mapa', largura: 12 }] }] },
};

const RECIFE = { id: 7, nome: 'Recife', estado: { uf: 'PE' } };
const APROXIMADA = { id: 4, nome: 'Ana', cidade: RECIFE, latitude: -8.04666, longitude: -34.8771, coordenadaAproximada: true };
const EXATA = { id: 5, nome: 'Bia', cidade: RECIFE, latitude: -8.11, longitude: -34.89, coordenadaAproximada: false };

function abrir(path: string, salvar: (call: RecordedCall) => Response = () => json({ content: { id: 4 } })) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['teste.voluntario.visualizar', 'teste.voluntario.editar'] },
    'GET /api/telas/teste.voluntarios': { content: { descritor: LUGARES, modelo: LUGAR, modelosReferenciados: { cidade: CIDADE } } },
    'GET /api/configuracoesCamposFomularios/config': configuracao(),
    'GET /api/lugares/4': { content: APROXIMADA },
    'GET /api/lugares/5': { content: EXATA },
    'POST /api/lugares': salvar,
  });
  renderTela(path);
  return stub;
}

// jsdom lays nothing out: the map is given a size, so a click lands on a place.
const TAMANHOS = { clientWidth: 800, clientHeight: 280 } as const;
const originais = Object.fromEntries(Object.keys(TAMANHOS).map((chave) => [chave, Object.getOwnPropertyDescriptor(HTMLElement.prototype, chave)]));

beforeEach(() => {
  for (const [chave, valor] of Object.entries(TAMANHOS)) {
    Object.defineProperty(HTMLElement.prototype, chave, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? valor : 0;
      },
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const [chave, descritor] of Object.entries(originais)) if (descritor) Object.defineProperty(HTMLElement.prototype, chave, descritor);
});

const CARGA = { timeout: 10_000 };
const mapa = async () => {
  await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull(), CARGA);
  return document.querySelector<HTMLElement>('.leaflet-container')!;
};

describe('the point of a record on a map in the form', { timeout: 20_000 }, () => {
  it('says an approximate point is the seat; a click on the map picks an exact one, which is saved', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/4');
    expect(await screen.findByText('Localização aproximada (sede do município)', {}, CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('-8,04666'));
    await waitFor(() => expect(screen.getByLabelText('Longitude')).toHaveValue('-34,8771'));
    expect(await screen.findByRole('region', { name: 'Mapa para escolher a localização' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.alicerce-marcador-ponto-aproximado')).not.toBeNull(), CARGA);

    // East and south of the centre (the seat) of an 800 x 280 map.
    fireEvent.click(await mapa(), { clientX: 600, clientY: 200 });
    expect(await screen.findByText('Localização exata')).toBeInTheDocument();
    const latitude = Number(String((screen.getByLabelText('Latitude') as HTMLInputElement).value).replace(',', '.'));
    const longitude = Number(String((screen.getByLabelText('Longitude') as HTMLInputElement).value).replace(',', '.'));
    expect(latitude).toBeLessThan(-8.04666);
    expect(longitude).toBeGreaterThan(-34.8771);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('POST', '/api/lugares')).toHaveLength(1));
    expect(callsTo('POST', '/api/lugares')[0]?.body).toMatchObject({ id: 4, latitude, longitude });
  });

  it('steps back to see the state when the tiles cannot be had, the outline filled as land', async () => {
    abrir('/teste/voluntarios/4');
    const container = await mapa();
    await waitFor(() => expect(container.querySelector('img.leaflet-tile[src*="/12/"]')).not.toBeNull(), CARGA);
    fireEvent.error(container.querySelector('img.leaflet-tile')!);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sem as imagens do mapa: mostrando as divisas dos estados.'));
    await waitFor(() => expect(container.querySelector('img.leaflet-tile[src*="/7/"]')).not.toBeNull());
    await waitFor(() => expect(container).toHaveClass('alicerce-sem-tiles'));
  });

  it('gives an exact point back to the seat: the coordinates are cleared and the save places the person there', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/5');
    expect(await screen.findByText('Localização exata', {}, CARGA)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar a sede do município' }));
    expect(await screen.findByText('Ao salvar, a pessoa ficará na sede de Recife - PE.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText('Longitude')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('POST', '/api/lugares')).toHaveLength(1));
    expect(callsTo('POST', '/api/lugares')[0]?.body).toMatchObject({ id: 5, latitude: null, longitude: null });
  });

  it('takes a typed longitude into the record, and shows the server\'s error on it, focused', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/novo', () =>
      json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'longitude', message: 'Informe também a longitude.' }] }, 422),
    );
    expect(await screen.findByText('Sem localização: escolha a cidade ou marque um ponto no mapa.', {}, CARGA)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Caio');
    await user.type(screen.getByLabelText('Latitude'), '-8,2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe também a longitude.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Longitude')).toHaveFocus());
    expect(callsTo('POST', '/api/lugares')[0]?.body).toMatchObject({ nome: 'Caio', latitude: -8.2 });

    await user.type(screen.getByLabelText('Longitude'), '-34,9');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('POST', '/api/lugares')).toHaveLength(2));
    expect(callsTo('POST', '/api/lugares')[1]?.body).toMatchObject({ latitude: -8.2, longitude: -34.9 });
  });
});
