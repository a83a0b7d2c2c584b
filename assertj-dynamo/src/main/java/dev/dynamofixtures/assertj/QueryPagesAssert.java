package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.paginators.QueryIterable;

/** Assertions on every page of a Query paginator ({@code client.queryPaginator(...)}). */
public class QueryPagesAssert extends AbstractPagesAssert<QueryPagesAssert, QueryIterable, QueryResponse,
        QueryResponseAssert> {

    /** Creates the assert, reading every page of the paginator. */
    public QueryPagesAssert(QueryIterable actual) {
        super(actual, QueryPagesAssert.class, "Query");
    }

    @Override
    protected List<Map<String, AttributeValue>> itemsOf(QueryResponse page) {
        return page.items();
    }

    @Override
    protected Integer countOf(QueryResponse page) {
        return page.count();
    }

    @Override
    protected Integer scannedCountOf(QueryResponse page) {
        return page.scannedCount();
    }

    @Override
    protected Map<String, AttributeValue> lastEvaluatedKeyOf(QueryResponse page) {
        return page.lastEvaluatedKey();
    }

    @Override
    protected QueryResponseAssert pageAssert(QueryResponse page) {
        return new QueryResponseAssert(page);
    }
}
