import json, sys
# usage: cases file in python: list of tuples (kind, expr, names, values[, extra])
SETUP = [
 ('CreateTable', {"TableName":"pex","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],"BillingMode":"PAY_PER_REQUEST"}),
 ('CreateTable', {"TableName":"kce","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],"BillingMode":"PAY_PER_REQUEST"}),
 ('PutItem', {"TableName":"pex","Item":{"pk":{"S":"k"},"a":{"N":"1"},"s":{"S":"hello"},"n":{"N":"5"},"l":{"L":[{"N":"1"},{"S":"x"}]},"m":{"M":{"a":{"N":"1"}}},"ss":{"SS":["a","b"]}}}),
]
def req(kind, expr, names=None, values=None, extra=None):
    if kind == 'F':
        op, body = 'Scan', {"TableName":"pex","FilterExpression":expr}
    elif kind == 'C':
        op, body = 'DeleteItem', {"TableName":"pex","Key":{"pk":{"S":"zz"}},"ConditionExpression":expr}
    elif kind == 'P':
        op, body = 'Scan', {"TableName":"pex","ProjectionExpression":expr}
    elif kind == 'U':
        op, body = 'UpdateItem', {"TableName":"pex","Key":{"pk":{"S":"k"}},"UpdateExpression":expr,"ReturnValues":"UPDATED_NEW"}
    elif kind == 'K':
        op, body = 'Query', {"TableName":"kce","KeyConditionExpression":expr}
    elif kind == 'RAW':
        op, body = expr
    if names is not None: body["ExpressionAttributeNames"] = names
    if values is not None: body["ExpressionAttributeValues"] = values
    if extra: body.update(extra)
    return op, body
def emit(cases, out):
    with open(out, 'w') as f:
        for op, body in SETUP:
            f.write(op + ' ' + json.dumps(body) + '\n\n')
        for c in cases:
            if isinstance(c, str):
                f.write('# ' + c + '\n'); continue
            op, body = req(*c)
            f.write(op + ' ' + json.dumps(body, ensure_ascii=False) + '\n\n')
