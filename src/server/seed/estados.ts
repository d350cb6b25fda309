// The 27 federative units: IBGE code, abbreviation, name, capital (name and coordinates), and a
// rough centre and radius (degrees) used to place the demo municipalities inside the state.

export interface Estado {
  codigo: number;
  uf: string;
  nome: string;
  capital: { nome: string; lat: number; lng: number };
  centro: { lat: number; lng: number; raio: number };
}

export const ESTADOS: readonly Estado[] = [
  { codigo: 11, uf: 'RO', nome: 'Rondônia', capital: { nome: 'Porto Velho', lat: -8.7612, lng: -63.9004 }, centro: { lat: -10.9, lng: -62.8, raio: 2.3 } },
  { codigo: 12, uf: 'AC', nome: 'Acre', capital: { nome: 'Rio Branco', lat: -9.9754, lng: -67.8249 }, centro: { lat: -9.0, lng: -70.5, raio: 1.8 } },
  { codigo: 13, uf: 'AM', nome: 'Amazonas', capital: { nome: 'Manaus', lat: -3.119, lng: -60.0217 }, centro: { lat: -4.0, lng: -64.5, raio: 4.5 } },
  { codigo: 14, uf: 'RR', nome: 'Roraima', capital: { nome: 'Boa Vista', lat: 2.8235, lng: -60.6758 }, centro: { lat: 2.0, lng: -61.4, raio: 1.8 } },
  { codigo: 15, uf: 'PA', nome: 'Pará', capital: { nome: 'Belém', lat: -1.4558, lng: -48.4902 }, centro: { lat: -4.0, lng: -52.5, raio: 4.2 } },
  { codigo: 16, uf: 'AP', nome: 'Amapá', capital: { nome: 'Macapá', lat: 0.0349, lng: -51.0694 }, centro: { lat: 1.4, lng: -51.8, raio: 1.2 } },
  { codigo: 17, uf: 'TO', nome: 'Tocantins', capital: { nome: 'Palmas', lat: -10.1842, lng: -48.3336 }, centro: { lat: -10.2, lng: -48.3, raio: 2.4 } },
  { codigo: 21, uf: 'MA', nome: 'Maranhão', capital: { nome: 'São Luís', lat: -2.5297, lng: -44.3028 }, centro: { lat: -5.0, lng: -45.3, raio: 2.6 } },
  { codigo: 22, uf: 'PI', nome: 'Piauí', capital: { nome: 'Teresina', lat: -5.0919, lng: -42.8034 }, centro: { lat: -7.5, lng: -42.7, raio: 2.4 } },
  { codigo: 23, uf: 'CE', nome: 'Ceará', capital: { nome: 'Fortaleza', lat: -3.7319, lng: -38.5267 }, centro: { lat: -5.2, lng: -39.5, raio: 1.5 } },
  { codigo: 24, uf: 'RN', nome: 'Rio Grande do Norte', capital: { nome: 'Natal', lat: -5.7945, lng: -35.211 }, centro: { lat: -5.8, lng: -36.6, raio: 0.8 } },
  { codigo: 25, uf: 'PB', nome: 'Paraíba', capital: { nome: 'João Pessoa', lat: -7.1195, lng: -34.845 }, centro: { lat: -7.1, lng: -36.7, raio: 0.8 } },
  { codigo: 26, uf: 'PE', nome: 'Pernambuco', capital: { nome: 'Recife', lat: -8.0476, lng: -34.877 }, centro: { lat: -8.4, lng: -37.9, raio: 1.2 } },
  { codigo: 27, uf: 'AL', nome: 'Alagoas', capital: { nome: 'Maceió', lat: -9.6658, lng: -35.735 }, centro: { lat: -9.6, lng: -36.5, raio: 0.6 } },
  { codigo: 28, uf: 'SE', nome: 'Sergipe', capital: { nome: 'Aracaju', lat: -10.9472, lng: -37.0731 }, centro: { lat: -10.6, lng: -37.4, raio: 0.5 } },
  { codigo: 29, uf: 'BA', nome: 'Bahia', capital: { nome: 'Salvador', lat: -12.9714, lng: -38.5014 }, centro: { lat: -12.5, lng: -41.7, raio: 3.3 } },
  { codigo: 31, uf: 'MG', nome: 'Minas Gerais', capital: { nome: 'Belo Horizonte', lat: -19.9167, lng: -43.9345 }, centro: { lat: -18.5, lng: -44.5, raio: 3.3 } },
  { codigo: 32, uf: 'ES', nome: 'Espírito Santo', capital: { nome: 'Vitória', lat: -20.3155, lng: -40.3128 }, centro: { lat: -19.6, lng: -40.6, raio: 0.8 } },
  { codigo: 33, uf: 'RJ', nome: 'Rio de Janeiro', capital: { nome: 'Rio de Janeiro', lat: -22.9068, lng: -43.1729 }, centro: { lat: -22.3, lng: -42.6, raio: 0.8 } },
  { codigo: 35, uf: 'SP', nome: 'São Paulo', capital: { nome: 'São Paulo', lat: -23.5505, lng: -46.6333 }, centro: { lat: -22.3, lng: -48.5, raio: 2.2 } },
  { codigo: 41, uf: 'PR', nome: 'Paraná', capital: { nome: 'Curitiba', lat: -25.4284, lng: -49.2733 }, centro: { lat: -24.6, lng: -51.5, raio: 1.8 } },
  { codigo: 42, uf: 'SC', nome: 'Santa Catarina', capital: { nome: 'Florianópolis', lat: -27.5954, lng: -48.548 }, centro: { lat: -27.3, lng: -50.4, raio: 1.2 } },
  { codigo: 43, uf: 'RS', nome: 'Rio Grande do Sul', capital: { nome: 'Porto Alegre', lat: -30.0346, lng: -51.2177 }, centro: { lat: -29.7, lng: -53.3, raio: 2.2 } },
  { codigo: 50, uf: 'MS', nome: 'Mato Grosso do Sul', capital: { nome: 'Campo Grande', lat: -20.4697, lng: -54.6201 }, centro: { lat: -20.5, lng: -54.8, raio: 2.4 } },
  { codigo: 51, uf: 'MT', nome: 'Mato Grosso', capital: { nome: 'Cuiabá', lat: -15.601, lng: -56.0974 }, centro: { lat: -13.0, lng: -56.0, raio: 3.8 } },
  { codigo: 52, uf: 'GO', nome: 'Goiás', capital: { nome: 'Goiânia', lat: -16.6869, lng: -49.2648 }, centro: { lat: -16.0, lng: -49.6, raio: 2.2 } },
  { codigo: 53, uf: 'DF', nome: 'Distrito Federal', capital: { nome: 'Brasília', lat: -15.7939, lng: -47.8828 }, centro: { lat: -15.8, lng: -47.9, raio: 0.25 } },
];
