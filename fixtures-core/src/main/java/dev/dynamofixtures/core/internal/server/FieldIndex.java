package dev.dynamofixtures.core.internal.server;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallLocation;

/**
 * The payload fields of an SDK model class by their wire name ({@link SdkField#locationName()}), computed
 * once per class. The SDK's own {@code sdkFieldNameToField()} is keyed by member name, which differs from
 * the wire name where a name would clash with Java (AttributeValue's {@code NULL} is member {@code NUL}).
 */
final class FieldIndex {
    private static final Map<Class<?>, Map<String, SdkField<?>>> BY_CLASS = new ConcurrentHashMap<>();

    private FieldIndex() {
    }

    static Map<String, SdkField<?>> of(SdkPojo pojo) {
        return BY_CLASS.computeIfAbsent(pojo.getClass(), c -> index(pojo.sdkFields()));
    }

    private static Map<String, SdkField<?>> index(List<SdkField<?>> fields) {
        Map<String, SdkField<?>> byName = new HashMap<>();
        for (SdkField<?> field : fields) {
            if (field.location() == MarshallLocation.PAYLOAD) {
                byName.put(field.locationName(), field);
            }
        }
        return Map.copyOf(byName);
    }
}
