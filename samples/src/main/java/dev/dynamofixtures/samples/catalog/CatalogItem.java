package dev.dynamofixtures.samples.catalog;

import java.math.BigDecimal;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * One item of the {@value ProductCatalog#TABLE} table as the Enhanced Client maps it: a product
 * ({@code SK = PRODUCT#<productId>}) or one of its variants ({@code SK = PRODUCT#<productId>#VARIANT#<variantId>}),
 * in its category's partition ({@code PK = CATEGORY#<category>}). Attributes it does not name (tags, specs) are
 * kept as they are by {@link ProductCatalog}'s updates. {@code on_sale} and {@code sale_price} are the keys of the
 * sparse {@value ProductCatalog#ON_SALE} GSI: an item is in it only while it has both.
 */
@DynamoDbBean
public class CatalogItem {
    private String pk;
    private String sk;
    private String productName;
    private String brand;
    private String color;
    private String format;
    private BigDecimal price;
    private Integer stock;
    private String onSale;
    private BigDecimal salePrice;
    private String saleEndsAt;

    /** The partition key, {@code CATEGORY#<category>}. */
    @DynamoDbPartitionKey
    @DynamoDbAttribute("PK")
    public String getPk() {
        return pk;
    }

    /** Sets the partition key. */
    public void setPk(String pk) {
        this.pk = pk;
    }

    /** The sort key, {@code PRODUCT#<productId>} or {@code PRODUCT#<productId>#VARIANT#<variantId>}. */
    @DynamoDbSortKey
    @DynamoDbAttribute("SK")
    public String getSk() {
        return sk;
    }

    /** Sets the sort key. */
    public void setSk(String sk) {
        this.sk = sk;
    }

    /** A product's name; null on variants. */
    public String getProductName() {
        return productName;
    }

    /** Sets the product's name. */
    public void setProductName(String productName) {
        this.productName = productName;
    }

    /** A product's brand; null on variants and on books. */
    public String getBrand() {
        return brand;
    }

    /** Sets the brand. */
    public void setBrand(String brand) {
        this.brand = brand;
    }

    /** A variant's color, when variants differ by color. */
    public String getColor() {
        return color;
    }

    /** Sets the color. */
    public void setColor(String color) {
        this.color = color;
    }

    /** A variant's format (Ebook, Paperback), when variants differ by format. */
    public String getFormat() {
        return format;
    }

    /** Sets the format. */
    public void setFormat(String format) {
        this.format = format;
    }

    /** A product's list price. */
    public BigDecimal getPrice() {
        return price;
    }

    /** Sets the list price. */
    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    /** A variant's stock. */
    public Integer getStock() {
        return stock;
    }

    /** Sets the stock. */
    public void setStock(Integer stock) {
        this.stock = stock;
    }

    /** The sale campaign, the {@value ProductCatalog#ON_SALE} GSI's partition key; null when not on sale. */
    @DynamoDbSecondaryPartitionKey(indexNames = ProductCatalog.ON_SALE)
    @DynamoDbAttribute("on_sale")
    public String getOnSale() {
        return onSale;
    }

    /** Sets the sale campaign. */
    public void setOnSale(String onSale) {
        this.onSale = onSale;
    }

    /** The sale price, the {@value ProductCatalog#ON_SALE} GSI's sort key. */
    @DynamoDbSecondarySortKey(indexNames = ProductCatalog.ON_SALE)
    @DynamoDbAttribute("sale_price")
    public BigDecimal getSalePrice() {
        return salePrice;
    }

    /** Sets the sale price. */
    public void setSalePrice(BigDecimal salePrice) {
        this.salePrice = salePrice;
    }

    /** When the sale ends, ISO-8601. */
    @DynamoDbAttribute("sale_ends_at")
    public String getSaleEndsAt() {
        return saleEndsAt;
    }

    /** Sets when the sale ends. */
    public void setSaleEndsAt(String saleEndsAt) {
        this.saleEndsAt = saleEndsAt;
    }
}
