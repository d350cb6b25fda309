// A verbatim copy of schemas/_meta/model.schema.json, the file editors and configurers read.
// src/shared imports only TypeScript, so the validator compiles this copy;
// tests/shared/engine/meta-schemas.test.ts fails when the two differ.

export const MODEL_META_SCHEMA = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://alicerce.local/schemas/_meta/model.schema.json",
  "title": "Modelo de entidade",
  "description": "O que um modelo em schemas/ pode conter: um subconjunto do JSON Schema 2020-12 (só as palavras que as regras compartilhadas interpretam, para que cliente e servidor validem igual) mais as palavras x- do Alicerce. Outro modelo é referenciado por x-ref, não por $ref: um $ref exigiria o registro inteiro do outro modelo no payload, que só leva a referência ({id}).",
  "type": "object",
  "additionalProperties": false,
  "required": ["$id", "title", "type", "properties"],
  "properties": {
    "$schema": { "type": "string" },
    "$id": { "$ref": "#/$defs/nomeDeModelo", "description": "o nome do modelo, igual ao nome do arquivo sem .json" },
    "$comment": { "type": "string" },
    "title": { "$ref": "#/$defs/texto" },
    "description": { "type": "string" },
    "type": { "const": "object" },
    "required": { "$ref": "#/$defs/obrigatorios" },
    "properties": { "$ref": "#/$defs/propriedades" },
    "$defs": { "$ref": "#/$defs/propriedades" },
    "additionalProperties": { "type": "boolean" },
    "x-unidade": {
      "type": "boolean",
      "description": "Os registros pertencem a uma unidade: toda consulta e gravação se restringe à unidade da sessão."
    },
    "x-estornavel": {
      "type": "boolean",
      "description": "Os registros podem ser estornados (POST <recurso>/<id>/estornar)."
    },
    "x-recurso": {
      "type": "string",
      "pattern": "^/api(/[a-zA-Z0-9_-]+)+$",
      "description": "A URL da coleção, como /api/cidades: onde um autocomplete que referencia este modelo pesquisa."
    },
    "x-tabela": {
      "type": "string",
      "pattern": "^[a-z][a-z0-9_]{0,62}$",
      "description": "Só para um modelo que descreve uma tabela do núcleo (criada por migração), como setor: o nome dessa tabela. Sem x-tabela, a tabela do modelo é r_<nome em snake_case>, criada e estendida na partida."
    },
    "x-modulo": {
      "type": "boolean",
      "description": "A tabela e as rotas do modelo pertencem a um módulo escrito à mão (src/server/modules/<familia>/), que as cria numa migração e valida com este modelo: o motor não cria nem estende a tabela, não registra as rotas genéricas das suas telas e não as lista em /api/telas (o cliente tem rotas próprias para elas); as telas continuam em /api/telas/<nome> e na configuração de campos."
    },
    "x-visao": {
      "$ref": "#/$defs/nomeSql",
      "description": "Uma visão SQL, só de leitura, criada por uma migração do módulo (src/server/db/migrations), como vw_intervalo_historico: as telas do modelo a listam, filtram, ordenam e resumem, e nunca gravam. A visão tem a coluna id e, com x-unidade, unidade_id."
    },
    "x-exibicao": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": { "$ref": "#/$defs/caminho" },
      "description": "Os campos que nomeiam um registro em autocompletes e células, unidos por ' - ' (como nome e estado.uf)."
    }
  },
  "$defs": {
    "texto": { "type": "string", "minLength": 1 },
    "nomeDeModelo": {
      "type": "string",
      "pattern": "^[a-z][a-zA-Z0-9]{0,63}$",
      "description": "o nome de um modelo em schemas/, como cidade"
    },
    "caminho": {
      "type": "string",
      "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*$",
      "description": "o caminho pontuado de um campo, como estado.uf"
    },
    "parDeCaminhos": { "type": "array", "minItems": 2, "maxItems": 2, "items": { "$ref": "#/$defs/caminho" } },
    "nomeSql": {
      "type": "string",
      "pattern": "^[a-z][a-z0-9_]{0,62}$",
      "description": "um nome SQL em minúsculas, como vw_intervalo_historico"
    },
    "obrigatorios": { "type": "array", "uniqueItems": true, "items": { "type": "string" } },
    "propriedades": {
      "type": "object",
      "propertyNames": { "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*$" },
      "additionalProperties": { "$ref": "#/$defs/propriedade" }
    },
    "tipo": { "enum": ["string", "number", "integer", "boolean", "object", "array", "null"] },
    "escalar": { "type": ["string", "number", "boolean", "null"] },
    "naoNegativo": { "type": "integer", "minimum": 0 },
    "propriedade": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "type": {
          "if": { "type": "string" },
          "then": { "$ref": "#/$defs/tipo" },
          "else": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/$defs/tipo" } }
        },
        "title": { "$ref": "#/$defs/texto" },
        "description": { "type": "string" },
        "$comment": { "type": "string" },
        "format": {
          "enum": ["cpf", "cnpj", "cpfOuCnpj", "cep", "rg", "telefone", "email", "date", "date-time", "hora", "fusoHorario", "urlDeTiles", "host", "mes"],
          "description": "Cada formato é uma regra compartilhada (e uma máscara, para cpf, cnpj, cpfOuCnpj, cep e telefone); hora é HH:mm, de 00:00 a 23:59; fusoHorario, um fuso IANA escolhido numa lista (America/Sao_Paulo); urlDeTiles, o endereço https de um servidor de mapas com {z}, {x} e {y}; host, o nome ou o IP de um servidor."
        },
        "minLength": { "$ref": "#/$defs/naoNegativo" },
        "maxLength": { "$ref": "#/$defs/naoNegativo", "description": "acima de 255, o widget padrão é textarea" },
        "minimum": { "type": "number" },
        "maximum": { "type": "number" },
        "enum": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/$defs/escalar" } },
        "default": true,
        "readOnly": { "type": "boolean" },
        "writeOnly": {
          "type": "boolean",
          "description": "Só de escrita, como uma senha: as respostas nunca trazem o valor, só se ele está definido. Só num modelo de tela de configuração."
        },
        "properties": { "$ref": "#/$defs/propriedades" },
        "required": { "$ref": "#/$defs/obrigatorios" },
        "items": { "$ref": "#/$defs/propriedade" },
        "$ref": {
          "type": "string",
          "pattern": "^#/\\$defs/[a-zA-Z_][a-zA-Z0-9_]*$",
          "description": "só local, como #/$defs/endereco; outro modelo se referencia com x-ref"
        },
        "x-ref": {
          "$ref": "#/$defs/nomeDeModelo",
          "description": "O valor referencia um registro de outro modelo (widget padrão: q-autocomplete)."
        },
        "x-refFiltro": {
          "type": "object",
          "minProperties": 1,
          "propertyNames": { "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*$" },
          "additionalProperties": { "type": "string", "minLength": 1, "maxLength": 100 },
          "description": "Com x-ref: o autocompletar oferece só os registros do modelo referenciado com estes valores, pedidos como filtros da lista dele (tipo ANALITICA: ?tipo=ANALITICA); um valor \"$campo\" é o id do campo vizinho no registro em edição (a rubrica do projeto escolhido: {\"projeto\": \"$projeto\"}; vazio, o filtro não vai). Quem grava continua conferido no servidor (um gancho validar)."
        },
        "x-tipo": {
          "enum": ["money", "foto", "anexos", "cor", "codigo"],
          "description": "O que o valor significa além do tipo JSON: money (dinheiro, widget money), foto (photo), anexos (attachments), cor (colour), codigo (um código inteiro, mostrado sem separador de milhar: 1011, não 1.011; widget codigo)."
        },
        "x-opcoes": {
          "type": "object",
          "additionalProperties": { "$ref": "#/$defs/texto" },
          "description": "Os rótulos dos valores do enum, por valor, como {\"ATIVO\": \"Ativo\"}."
        },
        "x-posteriorA": {
          "type": "string",
          "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*$",
          "description": "Só numa propriedade com format hora: o nome de outra propriedade hora do mesmo item de lista (ou do mesmo registro) que este valor deve superar, como o fim de um horário posterior ao início."
        },
        "x-filhos": {
          "type": "object",
          "additionalProperties": false,
          "required": ["modelo", "chave"],
          "properties": {
            "modelo": { "$ref": "#/$defs/nomeDeModelo", "description": "o modelo das linhas filhas, como parcela" },
            "chave": {
              "type": "string",
              "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*$",
              "description": "a propriedade do modelo filho que referencia este registro (um x-ref a este modelo), como titulo"
            }
          },
          "description": "Numa lista (type array, sem items): as linhas são registros de outro modelo, na tabela dele (um para muitos), editados no formulário deste registro e gravados com ele numa transação. Os itens da lista são os campos do modelo filho sem a chave; o servidor mantém a ordem e o id de cada linha. O filho herda a unidade do registro."
        },
        "x-soNoRegistro": {
          "type": "boolean",
          "description": "Só nas propriedades readOnly do modelo: o valor vem com o registro aberto (o formulário), nunca nas páginas da lista nem na impressão dela — uma lista longa de itens de uma visão, como as cobranças de cada remessa do histórico."
        },
        "x-calculo": {
          "type": "object",
          "description": "Só nas propriedades do modelo: um valor calculado de outros do registro, somente leitura no formulário (que o mostra ao vivo) e calculado de novo pelo servidor a cada gravação. soma: a soma de um número nos itens de uma lista (parcelas.valor); diferenca: [a, b], a − b; dataMaisMeses: [data, meses], a data mais os meses, no último dia do mês quando ele é mais curto (31/01 + 1 → 28/02).",
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
          "properties": {
            "soma": { "$ref": "#/$defs/caminho" },
            "diferenca": { "$ref": "#/$defs/parDeCaminhos" },
            "dataMaisMeses": { "$ref": "#/$defs/parDeCaminhos" }
          }
        },
        "x-casasDecimais": {
          "type": "integer",
          "minimum": 0,
          "maximum": 6,
          "description": "Só num number que não é money: quantas casas decimais o valor pode ter, como a coluna numeric as guarda (uma alíquota: 4). Um valor com mais casas é recusado, nunca arredondado; money tem sempre 2."
        },
        "x-medida": {
          "$ref": "#/$defs/texto",
          "description": "Num número, a medida em que ele se lê, mostrada depois dele: minutos, horas, registros."
        },
        "x-casasFixas": {
          "type": "boolean",
          "description": "Num number com x-casasDecimais: mostrá-lo sempre com essas casas nas listas (um custo médio: 5,3860), e não só com as que tem."
        }
      }
    }
  }
};
