package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.paginators.ScanIterable;

/** Assertions on every page of a Scan paginator ({@code client.scanPaginator(...)}). */
public class ScanPagesAssert extends AbstractPagesAssert<ScanPagesAssert, ScanIterable, ScanResponse,
        ScanResponseAssert> {

    /** Creates the assert, reading every page of the paginator. */
    public ScanPagesAssert(ScanIterable actual) {
        super(actual, ScanPagesAssert.class, "Scan");
    }

    @Override
    protected List<Map<String, AttributeValue>> itemsOf(ScanResponse page) {
        return page.items();
    }

    @Override
    protected Integer countOf(ScanResponse page) {
        return page.count();
    }

    @Override
    protected Integer scannedCountOf(ScanResponse page) {
        return page.scannedCount();
    }

    @Override
    protected Map<String, AttributeValue> lastEvaluatedKeyOf(ScanResponse page) {
        return page.lastEvaluatedKey();
    }

    @Override
    protected ScanResponseAssert pageAssert(ScanResponse page) {
        return new ScanResponseAssert(page);
    }
}
