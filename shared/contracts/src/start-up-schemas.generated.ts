/*
 * Written by `npm run start-up-schemas -w @salon/contracts` from the TypeBox schemas of
 * registry.ts, runtime-config.ts and token-pair.ts; start-up-schemas.test.ts fails when
 * it differs from them. Do not edit by hand. Typed in start-up-schemas.ts.
 */

export const REGISTRY = {
  "type": "object",
  "required": [
    "revision",
    "updatedAt",
    "remotes"
  ],
  "properties": {
    "revision": {
      "type": "string"
    },
    "updatedAt": {
      "type": "string"
    },
    "remotes": {
      "type": "object",
      "properties": {
        "booking": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "auth": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "salons": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "blog": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "jobs": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "profile": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        },
        "shop": {
          "type": "object",
          "required": [
            "entry",
            "version"
          ],
          "properties": {
            "entry": {
              "minLength": 1,
              "type": "string"
            },
            "version": {
              "minLength": 1,
              "type": "string"
            },
            "canary": {
              "type": "object",
              "required": [
                "entry",
                "version",
                "percent"
              ],
              "properties": {
                "entry": {
                  "minLength": 1,
                  "type": "string"
                },
                "version": {
                  "minLength": 1,
                  "type": "string"
                },
                "percent": {
                  "minimum": 0.01,
                  "maximum": 99.99,
                  "type": "number"
                }
              }
            }
          }
        }
      }
    }
  }
};

export const RUNTIME_CONFIG = {
  "type": "object",
  "required": [
    "brand",
    "company",
    "defaultLanguage",
    "apiBaseUrl",
    "features",
    "booking",
    "maintenance",
    "testEnvironmentBar",
    "socialLogin",
    "captcha",
    "maps",
    "contact",
    "links",
    "tracking"
  ],
  "properties": {
    "brand": {
      "minLength": 1,
      "type": "string"
    },
    "company": {
      "anyOf": [
        {
          "additionalProperties": false,
          "type": "object",
          "required": [
            "name",
            "street",
            "postcode",
            "city",
            "nip",
            "krs"
          ],
          "properties": {
            "name": {
              "minLength": 1,
              "type": "string"
            },
            "street": {
              "minLength": 1,
              "type": "string"
            },
            "postcode": {
              "pattern": "^\\d{2}-\\d{3}$",
              "type": "string"
            },
            "city": {
              "minLength": 1,
              "type": "string"
            },
            "nip": {
              "pattern": "^\\d{10}$",
              "type": "string"
            },
            "krs": {
              "pattern": "^\\d{10}$",
              "type": "string"
            }
          }
        },
        {
          "type": "null"
        }
      ]
    },
    "defaultLanguage": {
      "anyOf": [
        {
          "const": "pl",
          "type": "string"
        },
        {
          "const": "en",
          "type": "string"
        },
        {
          "const": "fr",
          "type": "string"
        }
      ]
    },
    "apiBaseUrl": {
      "type": "string"
    },
    "features": {
      "type": "object",
      "required": [
        "areaSelection",
        "encourageForOtherSalons",
        "serviceFilter",
        "shopLink",
        "debug"
      ],
      "properties": {
        "areaSelection": {
          "type": "boolean"
        },
        "encourageForOtherSalons": {
          "type": "boolean"
        },
        "serviceFilter": {
          "type": "boolean"
        },
        "shopLink": {
          "type": "boolean"
        },
        "debug": {
          "type": "boolean"
        }
      }
    },
    "booking": {
      "type": "object",
      "required": [
        "maxReservationBoundaryInDays",
        "areasEndpoint"
      ],
      "properties": {
        "maxReservationBoundaryInDays": {
          "minimum": 1,
          "type": "integer"
        },
        "areasEndpoint": {
          "anyOf": [
            {
              "const": "departments",
              "type": "string"
            },
            {
              "const": "cities",
              "type": "string"
            }
          ]
        }
      }
    },
    "maintenance": {
      "type": "object",
      "required": [
        "enabled",
        "startDate",
        "endDate"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "startDate": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "endDate": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "testEnvironmentBar": {
      "type": "object",
      "required": [
        "enabled",
        "label"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "label": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "socialLogin": {
      "type": "object",
      "required": [
        "google",
        "apple",
        "facebook",
        "googleClientId",
        "appleClientId",
        "appleRedirectUri",
        "appleHmacSecret"
      ],
      "properties": {
        "google": {
          "type": "boolean"
        },
        "apple": {
          "type": "boolean"
        },
        "facebook": {
          "type": "boolean"
        },
        "googleClientId": {
          "anyOf": [
            {
              "minLength": 1,
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "appleClientId": {
          "anyOf": [
            {
              "minLength": 1,
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "appleRedirectUri": {
          "anyOf": [
            {
              "minLength": 1,
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "appleHmacSecret": {
          "minLength": 1,
          "type": "string"
        }
      }
    },
    "captcha": {
      "type": "object",
      "required": [
        "enabled",
        "siteKey"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "siteKey": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "maps": {
      "type": "object",
      "required": [
        "enabled",
        "accessToken",
        "style"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "accessToken": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "style": {
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "contact": {
      "type": "object",
      "required": [
        "phone",
        "customerServiceEmail",
        "recruitmentEmail"
      ],
      "properties": {
        "phone": {
          "anyOf": [
            {
              "pattern": "^\\+?[0-9][0-9 ()-]{5,24}$",
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "customerServiceEmail": {
          "anyOf": [
            {
              "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "recruitmentEmail": {
          "anyOf": [
            {
              "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "links": {
      "type": "object",
      "required": [
        "shop",
        "social",
        "appStore"
      ],
      "properties": {
        "shop": {
          "anyOf": [
            {
              "pattern": "^https?://[^\\s/]+\\S*$",
              "type": "string"
            },
            {
              "type": "null"
            }
          ]
        },
        "social": {
          "type": "object",
          "required": [
            "facebook",
            "instagram",
            "youtube",
            "pinterest",
            "tiktok"
          ],
          "properties": {
            "facebook": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            },
            "instagram": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            },
            "youtube": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            },
            "pinterest": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            },
            "tiktok": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        },
        "appStore": {
          "type": "object",
          "required": [
            "ios",
            "android"
          ],
          "properties": {
            "ios": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            },
            "android": {
              "anyOf": [
                {
                  "pattern": "^https?://[^\\s/]+\\S*$",
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ]
            }
          }
        }
      }
    },
    "tracking": {
      "type": "object",
      "required": [
        "enabled",
        "flushIntervalMs"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "flushIntervalMs": {
          "minimum": 100,
          "type": "integer"
        }
      }
    }
  }
};

export const TOKEN_PAIR = {
  "type": "object",
  "required": [
    "accessToken",
    "refreshToken"
  ],
  "properties": {
    "accessToken": {
      "type": "string"
    },
    "refreshToken": {
      "type": "string"
    }
  }
};
