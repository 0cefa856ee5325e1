/** The HTTP methods an OpenAPI path item may describe, in the document's lower case. */
export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;
