// Common Brazilian first names and surnames with rough relative frequencies (many Silvas,
// few rare names), for demo and benchmark data.

type Ponderado = readonly [nome: string, peso: number];

export const PRENOMES_FEMININOS: readonly Ponderado[] = [
  ['Maria', 110], ['Ana', 60], ['Francisca', 18], ['Antônia', 12], ['Adriana', 10], ['Juliana', 10],
  ['Márcia', 9], ['Fernanda', 9], ['Patrícia', 9], ['Aline', 8], ['Sandra', 8], ['Camila', 8],
  ['Amanda', 7], ['Bruna', 7], ['Jéssica', 7], ['Letícia', 6], ['Júlia', 6], ['Luciana', 6],
  ['Vanessa', 6], ['Mariana', 6], ['Gabriela', 5], ['Vera', 5], ['Vitória', 5], ['Larissa', 5],
  ['Cláudia', 5], ['Beatriz', 5], ['Luana', 4], ['Rita', 4], ['Sônia', 4], ['Renata', 4],
  ['Eliane', 4], ['Josefa', 4], ['Simone', 3], ['Natália', 3], ['Cristiane', 3], ['Débora', 3],
  ['Raimunda', 3], ['Helena', 2], ['Alice', 2], ['Laura', 2], ['Isadora', 1], ['Valentina', 1],
  ['Yasmin', 1], ['Heloísa', 1], ['Iracema', 0.3], ['Jussara', 0.3], ['Araci', 0.2], ['Iolanda', 0.2],
];

export const PRENOMES_MASCULINOS: readonly Ponderado[] = [
  ['José', 55], ['João', 30], ['Antônio', 22], ['Francisco', 15], ['Carlos', 15], ['Paulo', 14],
  ['Pedro', 12], ['Lucas', 11], ['Luiz', 11], ['Marcos', 10], ['Luis', 8], ['Gabriel', 8],
  ['Rafael', 8], ['Daniel', 7], ['Marcelo', 7], ['Bruno', 7], ['Eduardo', 6], ['Felipe', 6],
  ['Raimundo', 6], ['Rodrigo', 6], ['Manoel', 5], ['Mateus', 5], ['André', 5], ['Fernando', 5],
  ['Fábio', 5], ['Leonardo', 5], ['Gustavo', 5], ['Guilherme', 5], ['Leandro', 4], ['Tiago', 4],
  ['Anderson', 4], ['Ricardo', 4], ['Márcio', 4], ['Jorge', 4], ['Sebastião', 3], ['Alexandre', 3],
  ['Roberto', 3], ['Edson', 3], ['Diego', 3], ['Vitor', 3], ['Sérgio', 3], ['Cláudio', 3],
  ['Miguel', 2], ['Arthur', 2], ['Heitor', 2], ['Davi', 2], ['Bernardo', 1], ['Caetano', 0.3],
  ['Ubirajara', 0.2], ['Jurandir', 0.3], ['Aristides', 0.2],
];

export const SOBRENOMES: readonly Ponderado[] = [
  ['Silva', 100], ['Santos', 65], ['Oliveira', 45], ['Souza', 40], ['Rodrigues', 30], ['Ferreira', 28],
  ['Alves', 27], ['Pereira', 26], ['Lima', 25], ['Gomes', 22], ['Costa', 20], ['Ribeiro', 19],
  ['Martins', 18], ['Carvalho', 17], ['Almeida', 16], ['Lopes', 15], ['Soares', 14], ['Fernandes', 14],
  ['Vieira', 13], ['Barbosa', 13], ['Rocha', 12], ['Dias', 12], ['Nascimento', 12], ['Andrade', 11],
  ['Moreira', 11], ['Nunes', 10], ['Marques', 10], ['Machado', 10], ['Mendes', 9], ['Freitas', 9],
  ['Cardoso', 9], ['Ramos', 8], ['Gonçalves', 8], ['Santana', 8], ['Teixeira', 8], ['Araújo', 8],
  ['Moura', 6], ['Barros', 6], ['Pinto', 6], ['Cavalcanti', 5], ['Monteiro', 5], ['Correia', 5],
  ['Castro', 5], ['Campos', 5], ['Batista', 5], ['Azevedo', 4], ['Medeiros', 4], ['Farias', 4],
  ['Bezerra', 4], ['Cunha', 4], ['Rezende', 3], ['Sampaio', 2], ['Guimarães', 2], ['Queiroz', 2],
  ['Tavares', 2], ['Brandão', 1], ['Figueiredo', 1], ['Vasconcelos', 1], ['Albuquerque', 1],
  ['Bittencourt', 0.4], ['Wanderley', 0.3], ['Cerqueira', 0.3], ['Itaparica', 0.05], ['Jacarandá', 0.05],
  ['Pitanga', 0.05], ['Tupinambá', 0.05], ['Caramuru', 0.03],
];

export const PALAVRAS_DE_EMPRESA: readonly string[] = [
  'Comércio', 'Serviços', 'Distribuidora', 'Indústria', 'Construtora', 'Papelaria', 'Gráfica',
  'Alimentos', 'Tecnologia', 'Transportes', 'Materiais', 'Consultoria', 'Educação', 'Saúde',
  'Limpeza', 'Eventos', 'Informática', 'Agropecuária', 'Móveis', 'Farmácia',
];

export const SUFIXOS_DE_EMPRESA: readonly string[] = ['Ltda', 'ME', 'EIRELI', 'S.A.', 'EPP'];

export const TIPOS_DE_LOGRADOURO: readonly Ponderado[] = [['Rua', 70], ['Avenida', 15], ['Travessa', 5], ['Alameda', 3], ['Praça', 2], ['Estrada', 3], ['Rodovia', 2]];

/** What streets are named after, besides people: dates, places, trees. */
export const NOMES_DE_RUA: readonly string[] = [
  'das Flores', 'das Palmeiras', 'dos Ipês', 'XV de Novembro', 'Sete de Setembro', 'Tiradentes', 'Santos Dumont',
  'da Liberdade', 'Getúlio Vargas', 'Brasil', 'Amazonas', 'São João', 'da Paz', 'do Comércio', 'Marechal Deodoro',
  'Dom Pedro II', 'Princesa Isabel', 'Rui Barbosa', 'Castro Alves', 'Presidente Vargas', 'dos Bandeirantes',
];

export const BAIRROS: readonly Ponderado[] = [
  ['Centro', 30], ['Jardim América', 6], ['Vila Nova', 8], ['São José', 6], ['Santa Cruz', 5], ['Boa Vista', 5],
  ['Jardim das Flores', 4], ['Vila Maria', 4], ['Industrial', 3], ['Cidade Nova', 5], ['Parque São Jorge', 3],
  ['Bela Vista', 4], ['Planalto', 3], ['Santo Antônio', 5], ['Morada do Sol', 2], ['Aeroporto', 2],
];

export const COMPLEMENTOS: readonly string[] = ['Apto 101', 'Apto 32', 'Apto 1204', 'Casa 2', 'Fundos', 'Bloco B', 'Sala 301', 'Loja 4'];
