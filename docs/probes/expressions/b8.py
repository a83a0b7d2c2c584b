import json
ITEM={"pk":{"S":"k"},"s":{"S":"str"},"n":{"N":"5"},"l":{"L":[{"S":"a"},{"S":"b"}]},"m":{"M":{"x":{"N":"1"}}},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"bs":{"BS":["AQ==","Ag=="]},"ls":{"L":[{"SS":["x"]},{"N":"1"},{"M":{"q":{"N":"1"}}}]}}
cases = [
('SET l[1] = :x REMOVE l[0]', {":x":{"S":"X"}}),
('REMOVE l[0] SET l[1] = :x', {":x":{"S":"X"}}),
('REMOVE l[1] SET l[0] = :x', {":x":{"S":"X"}}),
('SET l[5] = :x REMOVE l[0]', {":x":{"S":"X"}}),
('SET l[5] = :x, l[3] = :y', {":x":{"S":"X"},":y":{"S":"Y"}}),
('SET a = nope + :one, b = s + :one', {":one":{"N":"1"}}),
('SET b = s + :one, a = nope + :one', {":one":{"N":"1"}}),
('REMOVE s.x', None),
('REMOVE l.a', None),
('REMOVE m[0]', None),
('REMOVE nope[0]', None),
('REMOVE l[0].x', None),
('REMOVE ls[2].nope, ls[2].q', None),
('DELETE nope.x :s', {":s":{"SS":["a"]}}),
('DELETE m.x2 :s', {":s":{"SS":["a"]}}),
('DELETE m.x :s', {":s":{"NS":["1"]}}),
('ADD nope.x :n', {":n":{"N":"1"}}),
('ADD m.y :n', {":n":{"N":"1"}}),
('SET l[5].a = :v', {":v":{"S":"x"}}),
('SET l[0].a = :v', {":v":{"S":"x"}}),
('SET ls[2].z = :v', {":v":{"S":"x"}}),
('ADD l[5] :n', {":n":{"N":"1"}}),
('ADD ls[1] :n, ls[0] :s', {":n":{"N":"1"},":s":{"SS":["y"]}}),
('DELETE ls[0] :s', {":s":{"SS":["x"]}}),
('DELETE ss :s', {":s":{"SS":["a","b"]}}),
('DELETE ns :s', {":s":{"NS":["1.0","3"]}}),
('DELETE bs :s', {":s":{"BS":["AQ=="]}}),
('ADD bs :s', {":s":{"BS":["AA==","Aw=="]}}),
('ADD ns :s', {":s":{"NS":["10","-1","2.0"]}}),
('ADD ss :s', {":s":{"SS":["c","A"]}}),
('ADD n :s', {":s":{"NS":["1"]}}),
('ADD ss :n', {":n":{"N":"1"}}),
('ADD m :n', {":n":{"N":"1"}}),
('ADD n :n', {":n":{"N":"9.9e125"}}),
('ADD n :n', {":n":{"N":"-5"}}),
('ADD n :n', {":n":{"N":"0.000000000000000000000000000000000000001"}}),
('SET a = :n, b = nope', {":n":{"N":"1"}}),
('SET x = if_not_exists(nope, :v) + nope2', {":v":{"N":"1"}}),
('SET x = if_not_exists(n, :v) + :v', {":v":{"N":"1"}}),
('SET x = if_not_exists(s, :v) + :v', {":v":{"N":"1"}}),
('SET m.a = :v, m.b = :v', {":v":{"N":"1"}}),
('SET mm.a = :v, mm.b = :v', {":v":{"N":"1"}}),
('SET a = nope + :one ADD s :n', {":one":{"N":"1"},":n":{"N":"1"}}),
('ADD s :n SET a = nope + :one', {":one":{"N":"1"},":n":{"N":"1"}}),
('SET a = list_append(nope, s)', None),
('SET a = list_append(s, nope)', None),
('SET a = list_append(l, :l)', {":l":{"L":[{"N":"1"}]}}),
('SET a = list_append(:l, l)', {":l":{"L":[{"N":"1"}]}}),
('SET a = :a - n', {":a":{"N":"1e-130"}}),
('SET a = n - :a', {":a":{"N":"5"}}),
('SET n = n', None),
('SET a = l', None),
('REMOVE l[0], l[1], l[7]', None),
('SET l[0] = :x, l[1] = :x', {":x":{"S":"X"}}),
('DELETE ss :s', {":s":{"SS":["zz"]}}),
('DELETE s :s', {":s":{"SS":["zz"]}}),
('DELETE nope :s', {":s":{"SS":["zz"]}}),
('ADD nope :s', {":s":{"SS":["zz"]}}),
('REMOVE m.x, s SET m.y = :v', {":v":{"S":"y"}}),
]
with open('b8.ddb','w') as f:
    f.write('CreateTable ' + json.dumps({"TableName":"upd","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],"BillingMode":"PAY_PER_REQUEST"}) + '\n\n@quiet\n')
    for expr, vals in cases:
        f.write('@quiet\nPutItem ' + json.dumps({"TableName":"upd","Item":ITEM}) + '\n\n@verbose\n')
        b={"TableName":"upd","Key":{"pk":{"S":"k"}},"UpdateExpression":expr,"ReturnValues":"ALL_NEW"}
        if vals: b["ExpressionAttributeValues"]=vals
        f.write('UpdateItem ' + json.dumps(b) + '\n\n')
        b2=dict(b); b2["ReturnValues"]="UPDATED_NEW"
        f.write('@quiet\nPutItem ' + json.dumps({"TableName":"upd","Item":ITEM}) + '\n\n@verbose\n')
        f.write('UpdateItem ' + json.dumps(b2) + '\n\n')
