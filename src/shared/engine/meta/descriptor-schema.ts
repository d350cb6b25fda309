// A verbatim copy of schemas/_meta/descriptor.schema.json, the file editors and configurers read.
// src/shared imports only TypeScript, so the validator compiles this copy;
// tests/shared/engine/meta-schemas.test.ts fails when the two differ.

export const DESCRIPTOR_META_SCHEMA = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://alicerce.local/schemas/_meta/descriptor.schema.json",
  "title": "Descritor de tela",
  "description": "Uma tela de um recurso: lista, painel de filtros e formulário, cada parte opcional. Guarda só o que difere dos padrões: título, widget, máscara e regras vêm do modelo (schemas/<modelo>.json) quando omitidos. A precedência da mescla está em src/shared/engine/merge.ts.",
  "type": "object",
  "additionalProperties": false,
  "required": ["rota", "titulo", "recurso", "modelo", "tags"],
  "anyOf": [{ "required": ["lista"] }, { "required": ["filtro"] }, { "required": ["formulario"] }],
  "properties": {
    "$schema": { "type": "string" },
    "$comment": { "type": "string" },
    "rota": { "$ref": "#/$defs/rota", "description": "A rota principal da tela: a da lista, ou a do formulário quando não há lista." },
    "titulo": { "$ref": "#/$defs/texto" },
    "ordem": {
      "type": "integer",
      "minimum": 0,
      "description": "A posição da tela entre as abas da sua seção e no menu; as telas sem ordem vêm depois, pelo caminho."
    },
    "recurso": {
      "type": "string",
      "pattern": "^/api(/[a-zA-Z0-9_-]+)+$",
      "description": "a URL do recurso, como /api/setores"
    },
    "modelo": { "$ref": "#/$defs/nomeDeModelo" },
    "tags": { "$ref": "#/$defs/tags" },
    "configuracao": {
      "const": true,
      "description": "Uma tela de configuração: um registro só (o da instituição, ou o da unidade da sessão quando o modelo tem x-unidade), num formulário sem lista nem filtro. Cada campo mostra o seu padrão (o default do modelo) e volta a ele com Restaurar padrão."
    },
    "lista": { "$ref": "#/$defs/lista" },
    "filtro": { "$ref": "#/$defs/filtro" },
    "formulario": { "$ref": "#/$defs/formulario" },
    "importacao": { "$ref": "#/$defs/importacao" },
    "acoes": {
      "type": "array",
      "minItems": 1,
      "items": { "$ref": "#/$defs/acao" },
      "description": "As ações sobre registros além de salvar e excluir (estornar, aprovar, baixar...): onde aparecem, a tag que exigem, a confirmação ou a pergunta (Motivo) e em que estado do registro valem. O lado do servidor é do motor (estornar num modelo x-estornavel, desativar num modelo com ativo) ou um gancho do módulo da entidade (src/server/resources/ganchos.ts). tags.desativar já oferece desativar na seleção da lista sem declará-la. Uma ação com abrir só abre outra página: não tem lado no servidor."
    },
    "novasTags": {
      "type": "array",
      "minItems": 1,
      "items": { "$ref": "#/$defs/novaTag" },
      "description": "As tags de permissão que esta tela introduz no catálogo; outras telas podem usá-las. O módulo padrão é o título da tela."
    }
  },
  "$defs": {
    "texto": { "type": "string", "minLength": 1 },
    "nome": {
      "type": "string",
      "pattern": "^[a-zA-Z][a-zA-Z0-9]*$",
      "description": "um identificador, como dadosGerais"
    },
    "nomeDeModelo": {
      "type": "string",
      "pattern": "^[a-z][a-zA-Z0-9]{0,63}$",
      "description": "o nome de um modelo em schemas/, como setor"
    },
    "caminho": {
      "type": "string",
      "pattern": "^[a-zA-Z_][a-zA-Z0-9_]*(\\.[a-zA-Z_][a-zA-Z0-9_]*)*$",
      "description": "o caminho pontuado de um campo do modelo, como pessoaFisica.cpf"
    },
    "tag": {
      "type": "string",
      "pattern": "^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9-]*)*$",
      "description": "uma tag de permissão do catálogo, como configuracoes.setor.editar"
    },
    "widget": {
      "type": "string",
      "pattern": "^[a-z][a-z0-9-]*$",
      "description": "o nome de um tipo de widget registrado, como q-input ou masked-input"
    },
    "mascara": {
      "type": "string",
      "pattern": "^[a-zA-Z]+$",
      "description": "um tipo de máscara: telefone, cpf, cnpj, cep ou cpfOuCnpj"
    },
    "escalar": { "type": ["string", "number", "boolean", "null"] },
    "acao": {
      "type": "object",
      "additionalProperties": false,
      "required": ["nome", "rotulo", "tag", "onde"],
      "properties": {
        "nome": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9]*$",
          "description": "o nome da ação em minúsculas, também o fim da sua rota (POST <recurso>/<id>/<nome>, ou POST <recurso>/<nome> na seleção), como estornar"
        },
        "rotulo": { "$ref": "#/$defs/texto", "description": "o texto do botão, como Estornar" },
        "tag": { "$ref": "#/$defs/tag" },
        "onde": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "enum": ["linha", "formulario", "selecao", "lista"] },
          "description": "linha: em cada linha da lista; formulario: no formulário de um registro gravado; selecao: nas linhas selecionadas da lista; lista: um botão na barra da lista, sem registro (só uma ação que abre uma página)"
        },
        "confirmacao": {
          "type": "object",
          "additionalProperties": false,
          "description": "Pergunta antes de executar; padrão: título 'Atenção!', mensagem 'Deseja continuar?', botões Cancelar e Continuar.",
          "properties": {
            "titulo": { "$ref": "#/$defs/texto" },
            "mensagem": { "$ref": "#/$defs/texto" },
            "botao": { "$ref": "#/$defs/texto", "description": "o texto do botão que confirma (padrão: Continuar)" }
          }
        },
        "pergunta": {
          "type": "object",
          "additionalProperties": false,
          "description": "Pede um texto antes de executar, enviado como motivo (até 500 caracteres); padrão: rótulo 'Motivo', obrigatório.",
          "properties": {
            "titulo": { "$ref": "#/$defs/texto" },
            "rotulo": { "$ref": "#/$defs/texto" },
            "obrigatoria": { "type": "boolean", "description": "padrão: true" }
          }
        },
        "formulario": {
          "type": "object",
          "additionalProperties": false,
          "required": ["modelo", "campos"],
          "description": "Um pequeno formulário pedido num diálogo antes de executar (a data, a conta e o valor de uma baixa), com os widgets e as regras dos formulários, enviado como o corpo da ação e validado de novo no servidor (422).",
          "properties": {
            "modelo": { "$ref": "#/$defs/nomeDeModelo", "description": "o modelo que descreve a entrada da ação (não precisa de tabela)" },
            "titulo": { "$ref": "#/$defs/texto", "description": "o título do diálogo (padrão: o rótulo da ação)" },
            "botao": { "$ref": "#/$defs/texto", "description": "o botão que confirma (padrão: o rótulo da ação)" },
            "campos": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/campoDoFormulario" } },
            "valoresIniciais": {
              "type": "object",
              "description": "por campo do formulário: de onde vem o seu primeiro valor, um campo do registro em que a ação age (caminho pontuado), hoje (o dia em São Paulo) ou, numa lista, os itens tirados de uma lista do registro",
              "propertyNames": { "$ref": "#/$defs/caminho" },
              "additionalProperties": {
                "if": { "type": "string" },
                "then": { "$ref": "#/$defs/caminho" },
                "else": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["de", "itens"],
                  "description": "os itens de uma lista do formulário: um por linha da lista de (caminho no registro) em que se vale; itens dá cada campo do item, tirado de um campo da linha ou da diferença de dois ({\"diferenca\": [\"quantidade\", \"quantidadeRecebida\"]})",
                  "properties": {
                    "de": { "$ref": "#/$defs/caminho" },
                    "itens": {
                      "type": "object",
                      "minProperties": 1,
                      "propertyNames": { "$ref": "#/$defs/nome" },
                      "additionalProperties": {
                        "if": { "type": "string" },
                        "then": { "$ref": "#/$defs/caminho" },
                        "else": {
                          "type": "object",
                          "additionalProperties": false,
                          "required": ["diferenca"],
                          "properties": { "diferenca": { "type": "array", "minItems": 2, "maxItems": 2, "items": { "$ref": "#/$defs/caminho" } } }
                        }
                      }
                    },
                    "se": { "$ref": "#/$defs/condicaoDoCampo", "description": "lida no item já preenchido: só os itens em que vale (as linhas que ainda faltam receber)" }
                  }
                }
              }
            }
          }
        },
        "disponivelSe": {
          "$ref": "#/$defs/condicao",
          "description": "a ação aparece, e o servidor a executa, só num registro (como está gravado) em que a condição vale; o servidor responde 409 nos outros"
        },
        "mostrar": {
          "type": "object",
          "additionalProperties": false,
          "description": "A resposta da ação é mostrada num diálogo: o seu texto (conteúdo {texto, imagemSvg}) com um botão que o copia e, se vier, a sua imagem (um QR code desenhado pelo servidor), como o PIX copia e cola de uma doação. Age num registro (linha ou formulário), sem formulario nem abrir.",
          "properties": {
            "titulo": { "$ref": "#/$defs/texto", "description": "o título do diálogo (padrão: o rótulo da ação)" },
            "mensagem": { "$ref": "#/$defs/texto", "description": "uma linha acima do texto (como usá-lo)" },
            "rotulo": { "$ref": "#/$defs/texto", "description": "o rótulo do texto (padrão: o rótulo da ação)" }
          }
        },
        "abrir": {
          "type": "object",
          "additionalProperties": false,
          "required": ["rota"],
          "description": "A ação abre outra página em vez de chamar o servidor (não tem rota POST): sem formulario, confirmacao nem pergunta; exige a tag para aparecer.",
          "properties": {
            "rota": {
              "type": "string",
              "pattern": "^[a-z][a-z0-9]*(\\.[a-z][a-zA-Z0-9-]*)*$",
              "description": "o nome da rota que abre: de uma tela do catálogo (projetos.remanejamentos.solicitacoes.novo) ou de uma página escrita à mão que src/shared/engine/paginas-das-acoes.ts lista (patrimonio.inventario)"
            },
            "parametros": {
              "type": "object",
              "description": "na linha ou no formulário: por parâmetro do endereço (?nome=valor), o campo do registro de onde vem o valor (caminho pontuado)",
              "propertyNames": { "$ref": "#/$defs/nome" },
              "additionalProperties": { "$ref": "#/$defs/caminho" }
            }
          }
        }
      }
    },
    "novaTag": {
      "type": "object",
      "additionalProperties": false,
      "required": ["tag", "descricao"],
      "properties": {
        "tag": { "$ref": "#/$defs/tag" },
        "descricao": { "$ref": "#/$defs/texto", "description": "o que a tag permite, em pt-BR" },
        "modulo": { "$ref": "#/$defs/texto", "description": "o grupo da tag no catálogo (padrão: o título da tela)" }
      }
    },
    "rota": {
      "type": "object",
      "additionalProperties": false,
      "required": ["name", "path"],
      "properties": {
        "name": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9]*(\\.[a-z][a-zA-Z0-9-]*)*$",
          "description": "o nome pontuado da rota, como configuracoes.setores"
        },
        "path": {
          "type": "string",
          "pattern": "^(/([a-z0-9-]+|:[a-zA-Z]+))+$",
          "description": "o caminho da rota, como /configuracoes/setores ou /configuracoes/setores/:id"
        }
      }
    },
    "tags": {
      "type": "object",
      "description": "A tag que cada ação da tela exige; uma ação sem tag não é oferecida.",
      "additionalProperties": false,
      "required": ["visualizar"],
      "properties": {
        "visualizar": { "$ref": "#/$defs/tag" },
        "criar": {
          "$ref": "#/$defs/tag",
          "description": "Incluir um registro novo exige esta tag, e não editar (que segue exigida para alterar um gravado); sem ela, editar inclui e altera."
        },
        "editar": { "$ref": "#/$defs/tag" },
        "excluir": { "$ref": "#/$defs/tag" },
        "desativar": { "$ref": "#/$defs/tag" },
        "importar": { "$ref": "#/$defs/tag" },
        "imprimir": {
          "$ref": "#/$defs/tag",
          "description": "A lista ganha Imprimir: um relatório em PDF ou XLSX do que ela mostra (pesquisa, filtros, ordem e colunas), pedido a POST <recurso>/imprimir e gerado em segundo plano. Exige lista."
        }
      }
    },
    "lista": {
      "type": "object",
      "additionalProperties": false,
      "required": ["colunas"],
      "properties": {
        "colunas": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/coluna" } },
        "camposPesquisados": {
          "type": "array",
          "uniqueItems": true,
          "items": { "$ref": "#/$defs/caminho" },
          "description": "Os campos em que a caixa de pesquisa procura (padrão: nenhum)."
        },
        "ordenacaoPadrao": {
          "type": "object",
          "additionalProperties": false,
          "required": ["campo"],
          "properties": {
            "campo": { "$ref": "#/$defs/caminho" },
            "direcao": { "enum": ["asc", "desc"], "description": "padrão: asc" }
          }
        },
        "rpp": { "type": "integer", "minimum": 1, "maximum": 200, "description": "registros por página (padrão: 10)" },
        "todasAsUnidades": {
          "const": true,
          "description": "Num modelo x-unidade, o administrador pode ver a lista e os resumos de todas as unidades juntas (o interruptor Todas as unidades; GET <recurso>?unidades=todas), com a coluna Unidade."
        },
        "resumos": {
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/resumo" },
          "description": "Os números da barra de resumo e do rodapé da lista, que o servidor calcula (GET <recurso>/resumos) sobre tudo o que a pesquisa e o filtro selecionam. Sem resumos, a chamada responde total, ativos e inativos."
        }
      }
    },
    "resumo": {
      "type": "object",
      "additionalProperties": false,
      "required": ["nome"],
      "properties": {
        "nome": { "$ref": "#/$defs/nome", "description": "a chave do número na resposta, como total" },
        "rotulo": { "$ref": "#/$defs/texto", "description": "padrão: o título do campo somado, ou Quantidade" },
        "soma": { "$ref": "#/$defs/caminho", "description": "um campo number ou integer, somado exatamente (dinheiro ao centavo)" },
        "contagem": { "const": true, "description": "conta os registros" },
        "se": { "$ref": "#/$defs/condicaoDoCampo", "description": "só os registros que atendem a condição sobre um campo, como os vencidos" }
      },
      "anyOf": [{ "required": ["soma"] }, { "required": ["contagem"] }],
      "if": { "required": ["soma"] },
      "then": { "properties": { "contagem": false } }
    },
    "coluna": {
      "description": "Um caminho sozinho, ou um objeto com o que difere do padrão.",
      "if": { "type": "string" },
      "then": { "$ref": "#/$defs/caminho" },
      "else": {
        "type": "object",
        "additionalProperties": false,
        "required": ["campo"],
        "properties": {
          "campo": { "$ref": "#/$defs/caminho" },
          "titulo": { "$ref": "#/$defs/texto" },
          "largura": { "type": "integer", "minimum": 24, "maximum": 2000, "description": "em pixels (padrão: automática)" },
          "ordenavel": { "type": "boolean", "description": "padrão: true" },
          "link": {
            "type": "string",
            "pattern": "^(/([a-z0-9-]+|\\{[a-zA-Z][a-zA-Z0-9]*\\}))+$",
            "description": "a célula leva a esta rota, com cada {campo} trocado pelo valor do campo na linha (/financeiro/{rotaDoTitulo}/{titulo}); sem um dos valores, só o texto"
          }
        }
      }
    },
    "filtro": {
      "type": "object",
      "additionalProperties": false,
      "required": ["campos"],
      "properties": {
        "campos": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/campoDoFiltro" } }
      }
    },
    "campoDoFiltro": {
      "description": "Um campo do modelo (caminho sozinho ou objeto com campo), ou um parâmetro só do filtro (objeto sem campo, com parametro, titulo e widget), que o servidor entrega ao gancho filtrar do modelo. Num campo de data, o widget periodo filtra pelas opções de período; num campo de número, dinheiro ou data, o widget intervalo filtra de um valor até outro.",
      "if": { "type": "string" },
      "then": { "$ref": "#/$defs/caminho" },
      "else": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "campo": { "$ref": "#/$defs/caminho" },
          "parametro": { "$ref": "#/$defs/nome", "description": "o nome no corpo do filtro (padrão: o campo)" },
          "titulo": { "$ref": "#/$defs/texto" },
          "widget": { "$ref": "#/$defs/widget" },
          "largura": { "$ref": "#/$defs/larguraNaGrade" },
          "multiplo": { "type": "boolean" },
          "mascara": { "$ref": "#/$defs/mascara" },
          "opcoes": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/opcao" } },
          "referencia": { "$ref": "#/$defs/nomeDeModelo" }
        },
        "if": { "required": ["campo"] },
        "else": { "required": ["parametro", "titulo", "widget"] }
      }
    },
    "opcao": {
      "type": "object",
      "additionalProperties": false,
      "required": ["valor", "rotulo"],
      "properties": {
        "valor": { "$ref": "#/$defs/escalar" },
        "rotulo": { "$ref": "#/$defs/texto" }
      }
    },
    "larguraNaGrade": {
      "type": "integer",
      "minimum": 1,
      "maximum": 12,
      "description": "colunas da grade de 12 (padrão: 12)"
    },
    "formulario": {
      "type": "object",
      "additionalProperties": false,
      "required": ["secoes"],
      "properties": {
        "secoes": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/secao" } },
        "abas": {
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/aba" },
          "description": "Agrupa as seções em abas; cada seção fica em exatamente uma aba."
        },
        "rotas": {
          "type": "object",
          "description": "Só quando diferem do padrão <rota.path>/novo e <rota.path>/:id.",
          "additionalProperties": false,
          "properties": {
            "novo": { "$ref": "#/$defs/rota" },
            "editar": { "$ref": "#/$defs/rota" }
          }
        },
        "titulos": {
          "type": "object",
          "description": "O título do formulário: novo, o de um registro novo (padrão: o título da tela); edicao, o de um registro existente, em que {registro} é o registro como o x-exibicao do modelo o nomeia (padrão: só o registro).",
          "additionalProperties": false,
          "minProperties": 1,
          "properties": {
            "novo": { "$ref": "#/$defs/texto" },
            "edicao": { "$ref": "#/$defs/texto" }
          }
        },
        "semInclusao": {
          "const": true,
          "description": "A lista não oferece Novo: os registros vêm de outro lugar (os títulos a definir, da geração de títulos) e só são alterados aqui."
        },
        "valoresIniciais": {
          "type": "object",
          "description": "Os valores com que um registro novo abre, por caminho do campo, sobre o default do modelo: o mesmo modelo em outra tela, como o fornecedor, abre com o seu papel marcado ({\"fornecedor\": true}).",
          "minProperties": 1,
          "propertyNames": { "$ref": "#/$defs/caminho" },
          "additionalProperties": { "$ref": "#/$defs/escalar" }
        }
      }
    },
    "secao": {
      "type": "object",
      "additionalProperties": false,
      "required": ["nome", "campos"],
      "properties": {
        "nome": { "$ref": "#/$defs/nome", "description": "também a chave da seção na configuração de campos" },
        "titulo": { "$ref": "#/$defs/texto" },
        "campos": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/campoDoFormulario" } }
      }
    },
    "campoDoFormulario": {
      "description": "Um caminho sozinho, ou um objeto com o que difere do padrão.",
      "if": { "type": "string" },
      "then": { "$ref": "#/$defs/caminho" },
      "else": {
        "type": "object",
        "additionalProperties": false,
        "required": ["campo"],
        "properties": {
          "campo": { "$ref": "#/$defs/caminho" },
          "titulo": { "$ref": "#/$defs/texto" },
          "widget": { "$ref": "#/$defs/widget" },
          "largura": { "$ref": "#/$defs/larguraNaGrade" },
          "mascara": { "$ref": "#/$defs/mascara" },
          "visivelSe": { "$ref": "#/$defs/condicao", "description": "o campo aparece só quando a condição vale para o registro como está sendo editado" },
          "ocultoSe": { "$ref": "#/$defs/condicao", "description": "o campo some quando a condição vale para o registro como está sendo editado (e não é validado)" },
          "obrigatorioSe": { "$ref": "#/$defs/condicao", "description": "o campo é obrigatório quando a condição vale para o registro como está sendo editado" },
          "somenteLeituraSe": {
            "$ref": "#/$defs/condicao",
            "description": "o campo não pode ser alterado quando a condição vale para o registro como está gravado (um título pago: o valor); o servidor recusa a alteração com 422"
          },
          "motivoSomenteLeitura": {
            "$ref": "#/$defs/texto",
            "description": "por que somenteLeituraSe vale, em pt-BR: o formulário mostra o texto na seção e o 422 do servidor diz o mesmo"
          },
          "previa": {
            "type": "object",
            "additionalProperties": false,
            "required": ["url", "parametros", "itens"],
            "description": "numa lista: GET url com cada parâmetro tirado de um campo do registro, quando todos estão preenchidos; cada linha da resposta vira um item (itens: campo do item → campo da linha), como as parcelas de um título",
            "properties": {
              "url": { "type": "string", "pattern": "^/api/" },
              "parametros": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "string", "minLength": 1 } },
              "itens": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "string", "minLength": 1 } }
            }
          },
          "tabela": {
            "type": "object",
            "additionalProperties": false,
            "description": "com widget tabela (uma lista de objetos numa tabela compacta, com cabeçalho fixo e rolagem própria): totais soma exatamente esses campos dos itens numa linha Total; legenda dá o nome das linhas, no singular e no plural, para a legenda acima da tabela ('60 quotas, R$ 6.000,00')",
            "properties": {
              "totais": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/$defs/nome" } },
              "legenda": { "type": "array", "minItems": 2, "maxItems": 2, "items": { "$ref": "#/$defs/texto" } }
            }
          }
        }
      }
    },
    "importacao": {
      "type": "object",
      "description": "A importação de planilhas da tela, oferecida na lista a quem tem tags.importar: cada linha do arquivo vira um registro, julgado pelas regras do formulário; o que a chave já encontra cadastrado é ignorado.",
      "additionalProperties": false,
      "required": ["chave"],
      "properties": {
        "chave": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "$ref": "#/$defs/chaveDaImportacao" },
          "description": "O que identifica um registro: cada item um campo, ou uma lista de campos juntos; uma linha que encontra um registro por qualquer item já está cadastrada."
        },
        "colunas": {
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/colunaDaImportacao" },
          "description": "As colunas que um arquivo pode preencher, em ordem (padrão: os campos do formulário que uma célula comporta)."
        },
        "genero": {
          "enum": ["feminino", "masculino"],
          "description": "O gênero do nome dos registros (o título da tela), no aviso e nas contagens: 'Profissões incluídas' (padrão: masculino)."
        },
        "plural": {
          "$ref": "#/$defs/texto",
          "description": "O nome dos registros no plural, quando não é o título da tela: 'Contas contábeis' no Plano de contas (título da página, aviso e contagens)."
        },
        "rotas": {
          "type": "object",
          "description": "Só quando diferem do padrão <rota.path>/importacao e <rota.path>/importacao/resultado.",
          "additionalProperties": false,
          "minProperties": 1,
          "properties": {
            "importacao": { "$ref": "#/$defs/rota" },
            "resultado": { "$ref": "#/$defs/rota" }
          }
        }
      }
    },
    "chaveDaImportacao": {
      "description": "Um campo, ou dois ou mais campos que juntos identificam o registro.",
      "if": { "type": "string" },
      "then": { "$ref": "#/$defs/caminho" },
      "else": { "type": "array", "minItems": 2, "uniqueItems": true, "items": { "$ref": "#/$defs/caminho" } }
    },
    "colunaDaImportacao": {
      "description": "Um campo do modelo (caminho sozinho ou objeto com campo), ou um parâmetro que nenhum campo guarda, lido pelo gancho de importação do modelo (objeto sem campo, com parametro e titulo).",
      "if": { "type": "string" },
      "then": { "$ref": "#/$defs/caminho" },
      "else": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "campo": { "$ref": "#/$defs/caminho" },
          "parametro": { "$ref": "#/$defs/nome", "description": "o nome da coluna no mapeamento" },
          "titulo": { "$ref": "#/$defs/texto" },
          "sinonimos": {
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": { "$ref": "#/$defs/texto" },
            "description": "outros cabeçalhos que sugerem a coluna, comparados sem acentos, maiúsculas, espaços ou pontuação"
          }
        },
        "if": { "required": ["campo"] },
        "then": { "properties": { "parametro": false } },
        "else": { "required": ["parametro", "titulo"] }
      }
    },
    "aba": {
      "type": "object",
      "additionalProperties": false,
      "required": ["nome", "titulo", "secoes"],
      "properties": {
        "nome": { "$ref": "#/$defs/nome" },
        "titulo": { "$ref": "#/$defs/texto" },
        "secoes": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/$defs/nome" } },
        "tags": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/$defs/tag" } }
      }
    },
    "condicao": {
      "description": "Uma condição como dado, interpretada por avaliarCondicao (nunca código): um campo comparado com um valor ({field, op, value}), ou todas (e) ou alguma (ou) de uma lista de condições, aninhadas à vontade.",
      "if": { "type": "object", "required": ["todas"] },
      "then": {
        "type": "object",
        "additionalProperties": false,
        "properties": { "todas": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/condicao" } } }
      },
      "else": {
        "if": { "type": "object", "required": ["alguma"] },
        "then": {
          "type": "object",
          "additionalProperties": false,
          "properties": { "alguma": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/condicao" } } }
        },
        "else": { "$ref": "#/$defs/condicaoDoCampo" }
      }
    },
    "condicaoDoCampo": {
      "type": "object",
      "description": "Um campo do registro comparado com um valor: {field, op, value}.",
      "additionalProperties": false,
      "required": ["field", "op"],
      "properties": {
        "field": { "$ref": "#/$defs/caminho" },
        "op": { "enum": ["eq", "ne", "in", "notIn", "empty", "notEmpty", "gt", "gte", "lt", "lte"] },
        "value": true
      },
      "allOf": [
        {
          "if": { "required": ["op"], "properties": { "op": { "enum": ["eq", "ne"] } } },
          "then": { "required": ["value"], "properties": { "value": { "$ref": "#/$defs/escalar" } } }
        },
        {
          "if": { "required": ["op"], "properties": { "op": { "enum": ["in", "notIn"] } } },
          "then": {
            "required": ["value"],
            "properties": { "value": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/escalar" } } }
          }
        },
        {
          "if": { "required": ["op"], "properties": { "op": { "enum": ["gt", "gte", "lt", "lte"] } } },
          "then": { "required": ["value"], "properties": { "value": { "type": ["number", "string"] } } }
        },
        {
          "if": { "required": ["op"], "properties": { "op": { "enum": ["empty", "notEmpty"] } } },
          "then": { "properties": { "value": false } }
        }
      ]
    }
  }
};
