package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Assertions on one page of a Query: its items, Count, ScannedCount and LastEvaluatedKey. */
public class QueryResponseAssert extends AbstractPageAssert<QueryResponseAssert, QueryResponse> {

    /** Creates the assert on the given response. */
    public QueryResponseAssert(QueryResponse actual) {
        super(actual, QueryResponseAssert.class, "Query");
    }

    @Override
    protected List<Map<String, AttributeValue>> items() {
        return actual.items();
    }

    @Override
    protected Integer count() {
        return actual.count();
    }

    @Override
    protected Integer scannedCount() {
        return actual.scannedCount();
    }

    @Override
    protected Map<String, AttributeValue> lastEvaluatedKey() {
        return actual.lastEvaluatedKey();
    }
}
