import json
ITEM={"pk":{"S":"k"},"s":{"S":"hello"},"n":{"N":"5"},"b":{"B":"AQID"},"t":{"BOOL":True},"z":{"NULL":True},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"bs":{"BS":["AQ=="]},"l":{"L":[{"S":"x"},{"N":"1"}]},"m":{"M":{"a":{"N":"1"}}}}
S=lambda v:{"S":v}; N=lambda v:{"N":v}
def cond(op, *vals):
    c={"ComparisonOperator":op}
    if vals: c["AttributeValueList"]=list(vals)
    return c
out=[]
def w(op, body): out.append(op+' '+json.dumps(body))
w('CreateTable', {"TableName":"leg","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],"BillingMode":"PAY_PER_REQUEST"})
w('CreateTable', {"TableName":"legq","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"N"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],"BillingMode":"PAY_PER_REQUEST"})
w('PutItem', {"TableName":"leg","Item":ITEM})
w('PutItem', {"TableName":"legq","Item":{"pk":{"S":"p"},"sk":{"N":"5"},"s":{"S":"x"}}})
def scan(f, co=None):
    b={"TableName":"leg","ScanFilter":f,"Select":"COUNT"}
    if co: b["ConditionalOperator"]=co
    w('Scan', b)
out.append('# ---- ScanFilter')
for f in [
 {"s":cond("EQ",S("hello"))}, {"n":cond("EQ",N("5.0"))}, {"s":cond("EQ")}, {"s":cond("EQ",S("a"),S("b"))},
 {"ss":cond("EQ",{"SS":["b","a"]})}, {"l":cond("EQ",{"L":[]})}, {"m":cond("EQ",{"M":{}})}, {"t":cond("EQ",{"BOOL":True})}, {"z":cond("EQ",{"NULL":True})},
 {"nope":cond("NE",S("x"))}, {"s":cond("NE",N("1"))}, {"ss":cond("NE",{"SS":["q"]})}, {"l":cond("NE",{"L":[]})},
 {"s":cond("LT",S("z"))}, {"n":cond("GE",N("5"))}, {"s":cond("LT",N("1"))}, {"ss":cond("LT",{"SS":["z"]})}, {"s":cond("GT",{"BOOL":True})}, {"s":cond("LE",{"L":[]})},
 {"s":cond("NOT_NULL")}, {"nope":cond("NULL")}, {"s":cond("NULL")}, {"s":cond("NOT_NULL",S("x"))}, {"s":cond("NULL",S("x"))},
 {"s":cond("CONTAINS",S("ell"))}, {"ss":cond("CONTAINS",S("a"))}, {"ns":cond("CONTAINS",N("2.0"))}, {"l":cond("CONTAINS",S("x"))}, {"s":cond("CONTAINS",{"SS":["a"]})}, {"s":cond("CONTAINS",{"L":[]})}, {"s":cond("CONTAINS",{"BOOL":True})}, {"s":cond("CONTAINS")},
 {"nope":cond("NOT_CONTAINS",S("x"))}, {"s":cond("NOT_CONTAINS",S("zz"))}, {"n":cond("NOT_CONTAINS",S("zz"))}, {"ss":cond("NOT_CONTAINS",S("a"))},
 {"s":cond("BEGINS_WITH",S("he"))}, {"s":cond("BEGINS_WITH",N("1"))}, {"b":cond("BEGINS_WITH",{"B":"AQ=="})}, {"n":cond("BEGINS_WITH",S("5"))}, {"s":cond("BEGINS_WITH",{"SS":["h"]})},
 {"n":cond("IN",N("4"),N("5"))}, {"n":cond("IN",S("5"),N("5"))}, {"n":cond("IN")}, {"ss":cond("IN",{"SS":["a","b"]})}, {"l":cond("IN",{"L":[{"S":"x"},{"N":"1"}]})},
 {"n":cond("BETWEEN",N("1"),N("9"))}, {"n":cond("BETWEEN",N("9"),N("1"))}, {"n":cond("BETWEEN",N("1"),S("9"))}, {"n":cond("BETWEEN",N("1"))}, {"n":cond("BETWEEN",N("1"),N("2"),N("3"))}, {"s":cond("BETWEEN",{"SS":["a"]},{"SS":["b"]})},
 {"s":cond("FOO",S("x"))}, {"s":{"AttributeValueList":[S("x")]}}, {"s":cond("EQ",{})}, {"s":cond("EQ",N("x"))},
 {"":cond("EQ",S("x"))}, {},
 {"s":cond("EQ",S("hello")),"n":cond("EQ",N("4"))},
]:
    scan(f)
scan({"s":cond("EQ",S("hello")),"n":cond("EQ",N("4"))}, "OR")
scan({"s":cond("EQ",S("hello")),"n":cond("EQ",N("4"))}, "AND")
scan({"s":cond("EQ",S("hello"))}, "AND")
scan({"s":cond("EQ",S("hello")),"n":cond("EQ",N("4"))}, "XOR")
scan({"s":cond("EQ",S("hello")),"n":cond("EQ")})
scan({"n":cond("EQ"),"s":cond("EQ",S("hello"),S("x"))})
w('Scan', {"TableName":"leg","ConditionalOperator":"OR"})
w('Scan', {"TableName":"leg","ScanFilter":{"s":cond("EQ",S("hello"))},"ExpressionAttributeValues":{":v":S("x")}})
out.append('# ---- Expected on DeleteItem (existing item k / missing item zz)')
def de(key, exp, co=None):
    b={"TableName":"leg","Key":{"pk":S(key)},"Expected":exp,"ReturnValues":"NONE"}
    if co: b["ConditionalOperator"]=co
    w('DeleteItem', b)
for key, e in [
 ("zz", {"s":{"Value":S("hello")}}), ("zz", {"s":{"Exists":False}}), ("zz", {"s":{"Exists":True}}), ("zz", {"s":{"Exists":True,"Value":S("x")}}),
 ("zz", {"s":{"Exists":False,"Value":S("x")}}), ("zz", {"s":{}}), ("zz", {"s":{"Value":S("x"),"ComparisonOperator":"EQ"}}),
 ("zz", {"s":{"Value":S("x"),"AttributeValueList":[S("x")]}}), ("zz", {"s":{"ComparisonOperator":"EQ","AttributeValueList":[S("x")],"Exists":True}}),
 ("zz", {"s":{"ComparisonOperator":"NE","AttributeValueList":[S("x")]}}), ("zz", {"s":{"ComparisonOperator":"NULL"}}),
 ("zz", {"s":{"ComparisonOperator":"EQ"}}), ("zz", {"s":{"AttributeValueList":[S("x")]}}),
 ("zz", {"s":{"Value":{}}}), ("zz", {"s":{"Value":S("x")}, "n":{"Exists":False}}), ("zz", {"s":{"Exists":False}, "n":{"Exists":False}}),
 ("zz", {"s":{"Value":S("x")}, "n":{"Exists":False}}),
 ("zz", {"s":{"Exists":False}}), 
]:
    de(key, e)
de("zz", {"s":{"Value":S("x")}, "n":{"Exists":False}}, "OR")
de("zz", {"s":{"Value":S("x")}}, "OR")
de("zz", {"s":{"Exists":False,"ComparisonOperator":"NULL"}})
de("zz", {"s":{"Exists":False,"ComparisonOperator":"NULL","AttributeValueList":[]}})
out.append('# ---- KeyConditions')
def kq(kc):
    w('Query', {"TableName":"legq","KeyConditions":kc})
P={"pk":cond("EQ",S("p"))}
for extra in [{}, {"sk":cond("GT",N("1"))}, {"sk":cond("BETWEEN",N("1"),N("9"))}, {"sk":cond("BEGINS_WITH",N("1"))}, {"sk":cond("IN",N("5"))},
              {"sk":cond("NOT_NULL")}, {"sk":cond("CONTAINS",N("5"))}, {"sk":cond("EQ")}, {"sk":cond("EQ",N("1"),N("2"))}, {"sk":cond("LT",S("1"))},
              {"sk":cond("LT",{"SS":["1"]})}, {"sk":cond("BETWEEN",N("9"),N("1"))}, {"sk":cond("BETWEEN",N("1"),S("9"))}, {"sk":cond("NULL")}, {"sk":cond("NOT_CONTAINS",N("1"))}]:
    kc=dict(P); kc.update(extra); kq(kc)
kq({"pk":cond("EQ",S("p"),S("q"))}); kq({"pk":cond("EQ")}); kq({"pk":cond("BEGINS_WITH",S("p"))}); kq({}); kq({"pk":cond("EQ",S(""))})
kq({"pk":cond("EQ",{"SS":["p"]})})
out.append('# ---- AttributesToGet')
w('GetItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributesToGet":["s","m.a","nope"]})
w('GetItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributesToGet":["s","s"]})
w('GetItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributesToGet":[]})
w('GetItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributesToGet":[""]})
w('GetItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributesToGet":["status","l[0]"]})
w('Scan', {"TableName":"leg","AttributesToGet":["s","n"]})
out.append('# ---- AttributeUpdates')
def up(au, item=ITEM):
    out.append('@quiet'); w('PutItem', {"TableName":"leg","Item":item}); out.append('@verbose')
    w('UpdateItem', {"TableName":"leg","Key":{"pk":S("k")},"AttributeUpdates":au,"ReturnValues":"ALL_NEW"})
for au in [
 {"x":{"Action":"PUT","Value":S("v")}}, {"x":{"Value":S("v")}}, {"x":{"Action":"PUT"}}, {"s":{"Action":"DELETE"}}, {"nope":{"Action":"DELETE"}},
 {"ss":{"Action":"DELETE","Value":{"SS":["a"]}}}, {"ss":{"Action":"DELETE","Value":{"SS":["a","b"]}}}, {"s":{"Action":"DELETE","Value":S("hello")}}, {"s":{"Action":"DELETE","Value":{"SS":["h"]}}},
 {"nope":{"Action":"DELETE","Value":{"SS":["a"]}}}, {"n":{"Action":"ADD","Value":N("2")}}, {"nope":{"Action":"ADD","Value":N("2")}}, {"ss":{"Action":"ADD","Value":{"SS":["c"]}}},
 {"l":{"Action":"ADD","Value":{"L":[S("y")]}}}, {"nope":{"Action":"ADD","Value":{"L":[S("y")]}}}, {"s":{"Action":"ADD","Value":S("x")}}, {"m":{"Action":"ADD","Value":{"M":{}}}},
 {"nope":{"Action":"ADD","Value":S("x")}}, {"s":{"Action":"ADD","Value":N("1")}}, {"n":{"Action":"ADD","Value":{"NS":["1"]}}}, {"nope":{"Action":"ADD"}}, {"s":{"Action":"FOO","Value":S("x")}},
 {"x":{"Action":"PUT","Value":{}}}, {"pk":{"Action":"PUT","Value":S("q")}}, {"m.a":{"Action":"PUT","Value":S("dotted")}}, {"x":{"Action":"PUT","Value":S("v")},"n":{"Action":"ADD","Value":N("1")},"s":{"Action":"DELETE"}},
 {"n":{"Action":"ADD","Value":N("9.9e125")}}, {"l":{"Action":"DELETE","Value":{"L":[S("x")]}}}, {"b":{"Action":"ADD","Value":{"B":"AQ=="}}}, {"bs":{"Action":"ADD","Value":{"BS":["Ag=="]}}},
 {"x":{"Action":"DELETE","Value":S("q")}}, {"":{"Action":"PUT","Value":S("v")}},
]:
    up(au)
w('UpdateItem', {"TableName":"leg","Key":{"pk":S("new1")},"AttributeUpdates":{"n":{"Action":"ADD","Value":N("2")},"ss":{"Action":"DELETE","Value":{"SS":["a"]}}},"ReturnValues":"ALL_NEW"})
open('b9.ddb','w').write('\n\n'.join(out)+'\n')
