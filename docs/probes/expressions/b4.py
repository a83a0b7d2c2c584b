from gen import emit
V={":v":{"S":"x"}}
def Q(kce, filt=None, proj=None, names=None, values=None, extra=None):
    b={"TableName":"kce","KeyConditionExpression":kce}
    if filt is not None: b["FilterExpression"]=filt
    if proj is not None: b["ProjectionExpression"]=proj
    if names is not None: b["ExpressionAttributeNames"]=names
    if values is not None: b["ExpressionAttributeValues"]=values
    if extra: b.update(extra)
    return ('RAW', ('Query', b))
def U(upd, cond=None, names=None, values=None, key="k"):
    b={"TableName":"pex","Key":{"pk":{"S":key}},"UpdateExpression":upd}
    if cond is not None: b["ConditionExpression"]=cond
    if names is not None: b["ExpressionAttributeNames"]=names
    if values is not None: b["ExpressionAttributeValues"]=values
    return ('RAW', ('UpdateItem', b))
def S(filt=None, proj=None, names=None, values=None):
    b={"TableName":"pex"}
    if filt is not None: b["FilterExpression"]=filt
    if proj is not None: b["ProjectionExpression"]=proj
    if names is not None: b["ExpressionAttributeNames"]=names
    if values is not None: b["ExpressionAttributeValues"]=values
    return ('RAW', ('Scan', b))
cases = [
"query cross-expression order",
Q('pk = :v OR sk = :v', 'a = ', None, None, V),
Q('pk = :v OR sk = :v', 'status = :v', None, None, V),
Q('pk = :v OR sk = :v', 'a = :zz', None, None, V),
Q('pk = :v OR sk = :v', None, 'status', None, V),
Q('pk = :zz', 'a = ', None, None, V),
Q('pk = :zz', 'status = :v', None, None, V),
Q('pk = :zz', None, 'status', None, V),
Q('pk = ', None, 'status', None, V),
Q('pk = :v', 'a = ', 'status', None, V),
Q('pk = :v', 'a = :zz', 'status', None, V),
Q('pk = :v', 'a = :v', '#zz', None, V),
Q('pk = :v', 'a = :zz', '#zz', None, V),
Q('pk = :v AND pk = :v', 'a = :zz', None, None, V),
Q('pk = :v AND pk = :v', None, 'status', None, V),
Q('pk = :v', 'pk = :v', None, None, V),
Q('pk = :v', 'a = :v', None, {"#u":"x"}, {":v":{"S":"x"},":w":{"S":"x"}}),
Q('pk = :v', 'a = :v', None, {"#u":"x","#t":"y"}, {":v":{"S":"x"},":w":{"S":"x"},":a":{"S":"x"}}),
Q('pk = :v', None, None, None, {":v":{"S":"x"},":z":{"S":"x"},":w":{"S":"x"},":a":{"S":"x"},":b10":{"S":"x"},":b2":{"S":"x"}}),
Q('pk = :v', None, None, {"#z":"x","#w":"y","#a":"q","#b10":"z","#b2":"r"}, {":v":{"S":"x"}}),
Q('pk = :v', None, None, {"#z":"x"}, {":v":{"S":"x"},":z":{"S":"x"}}),
Q('pk = :v', None, None, {"#z":"x"}, {":v":{"S":"x"}}, {"Select":"COUNT","ProjectionExpression":"a"}),
Q('pk = :v', None, None, None, {":v":{"S":""}}),
Q('pk = :v', None, None, None, {":v":{"N":"1"}}),
Q('pk = :v AND sk = :w', None, None, None, {":v":{"S":"x"},":w":{"N":"1"}}),
Q('pk = :v', None, None, {}, {":v":{"S":"x"}}),
Q('pk = :v', None, None, {"n":"x"}, {":v":{"S":"x"},"w":{"S":"x"}}),
Q('pk = :v', None, None, {"#n":""}, {":v":{}}),
Q('pk = :v', None, None, None, {":v":{},":w":{"N":"x"}}),
Q('pk = :v', None, None, None, {":w":{"N":"x"},":v":{}}),
Q('pk = :v', None, None, {"#n":"", "#m":"x"*70000}, {":v":{"S":"x"}}),
Q('pk = :v', None, None, {"#"+"n"*300:"", "bad":"x"}, {":v":{"S":"x"}}),
Q('pk = :v', None, None, {"bad":"x", "#"+"n"*300:"a"}, {":v":{"S":"x"}}),
"update cross",
U('SET a = :zz', 'b = ', None, V),
U('SET a = ', 'b = :zz', None, V),
U('SET a = :zz', 'status = :v', None, V),
U('SET status = :v', 'a = :zz', None, V),
U('SET a = :v', 'a = :v', None, {":v":{"S":"x"},":w":{"S":"x"}}),
U('SET a = :v', 'a = :v', {"#q":"a"}, {":v":{"S":"x"},":w":{"S":"x"}}),
"scan cross",
S('a = :zz', 'status', None, V),
S('status = :v', '#zz', None, V),
S('a = :zz', '#zz', None, V),
S('a = ', '#zz', None, V),
S(None, 'a = ', None, None),
S('a = :v', '#zz, #yy', None, V),
S('#yy = :v', '#zz', None, V),
('RAW', ('Scan', {"TableName":"pex","ExpressionAttributeNames":{"#n":"a"},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('Scan', {"TableName":"pex","ProjectionExpression":"a","ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('Scan', {"TableName":"pex","ProjectionExpression":"a","ExpressionAttributeNames":{"#n":"a"},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('Scan', {"TableName":"pex","ExpressionAttributeValues":{":v":{"S":"x"}},"ExpressionAttributeNames":{"#n":"a"}})),
('RAW', ('Scan', {"TableName":"pex","FilterExpression":"a = :v","ExpressionAttributeValues":{":v":{"S":"x"}},"ExpressionAttributeNames":{"#n":"a"}})),
('RAW', ('Query', {"TableName":"kce","KeyConditions":{"pk":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"x"}]}},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('Query', {"TableName":"kce","KeyConditions":{"pk":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"x"}]}},"ExpressionAttributeNames":{"#n":"x"}})),
('RAW', ('Query', {"TableName":"kce","KeyConditions":{"pk":{"ComparisonOperator":"EQ","AttributeValueList":[{"S":"x"}]}},"ProjectionExpression":"a","ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('PutItem', {"TableName":"pex","Item":{"pk":{"S":"q"}},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('DeleteItem', {"TableName":"pex","Key":{"pk":{"S":"q"}},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('UpdateItem', {"TableName":"pex","Key":{"pk":{"S":"q"}},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('GetItem', {"TableName":"pex","Key":{"pk":{"S":"q"}},"ExpressionAttributeValues":{":v":{"S":"x"}}})),
('RAW', ('GetItem', {"TableName":"pex","Key":{"pk":{"S":"q"}},"ExpressionAttributeNames":{"#n":"x"}})),
('RAW', ('GetItem', {"TableName":"pex","Key":{"pk":{"S":"q"}},"ProjectionExpression":"a","ExpressionAttributeValues":{":v":{"S":"x"}}})),
]
emit(cases, 'b4.ddb')
