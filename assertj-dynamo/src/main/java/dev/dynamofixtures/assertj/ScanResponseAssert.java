package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/** Assertions on one page of a Scan: its items, Count, ScannedCount and LastEvaluatedKey. */
public class ScanResponseAssert extends AbstractPageAssert<ScanResponseAssert, ScanResponse> {

    /** Creates the assert on the given response. */
    public ScanResponseAssert(ScanResponse actual) {
        super(actual, ScanResponseAssert.class, "Scan");
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
