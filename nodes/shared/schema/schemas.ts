// Written by scripts/core-schemas.js from fortnox-openapi-2026-04.json; do not edit by hand.

/** A field as Fortnox's OpenAPI types and limits it. */
export interface FieldSchema {
	type: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
	format?: string;
	enum?: string[];
	minLength?: number;
	maxLength?: number;
	minimum?: number;
	maximum?: number;
}

/** The fields a write of each record may carry. */
export const SCHEMAS = {
	"Customer": {
		"Active": {
			"type": "boolean"
		},
		"Address1": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"Address2": {
			"type": "string",
			"maxLength": 1024
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"Comments": {
			"type": "string",
			"maxLength": 1024
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"CountryCode": {
			"type": "string",
			"minLength": 2,
			"maxLength": 2
		},
		"Currency": {
			"type": "string",
			"minLength": 3,
			"maxLength": 3
		},
		"CustomerNumber": {
			"type": "string",
			"maxLength": 1024
		},
		"DefaultDeliveryTypes": {
			"type": "object"
		},
		"DefaultTemplates": {
			"type": "object"
		},
		"DeliveryAddress1": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryAddress2": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCity": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCountry": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCountryCode": {
			"type": "string",
			"minLength": 2,
			"maxLength": 2
		},
		"DeliveryFax": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryName": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryPhone1": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryPhone2": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryZipCode": {
			"type": "string",
			"maxLength": 10
		},
		"Email": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailInvoice": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailInvoiceBCC": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailInvoiceCC": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOffer": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOfferBCC": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOfferCC": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOrder": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOrderBCC": {
			"type": "string",
			"maxLength": 1024
		},
		"EmailOrderCC": {
			"type": "string",
			"maxLength": 1024
		},
		"ExternalReference": {
			"type": "string",
			"maxLength": 1024
		},
		"Fax": {
			"type": "string",
			"maxLength": 1024
		},
		"GLN": {
			"type": "string",
			"minLength": 13,
			"maxLength": 13
		},
		"GLNDelivery": {
			"type": "string",
			"minLength": 13,
			"maxLength": 13
		},
		"InvoiceAdministrationFee": {
			"type": "string"
		},
		"InvoiceDiscount": {
			"type": "number",
			"format": "double"
		},
		"InvoiceFreight": {
			"type": "string"
		},
		"InvoiceRemark": {
			"type": "string",
			"maxLength": 1024
		},
		"Name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"OrganisationNumber": {
			"type": "string",
			"maxLength": 30
		},
		"OurReference": {
			"type": "string",
			"maxLength": 50
		},
		"Phone1": {
			"type": "string",
			"maxLength": 1024
		},
		"Phone2": {
			"type": "string",
			"maxLength": 1024
		},
		"PriceList": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"SalesAccount": {
			"type": "string",
			"minLength": 4,
			"maxLength": 4
		},
		"ShowPriceVATIncluded": {
			"type": "boolean"
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"Type": {
			"type": "string",
			"enum": [
				"PRIVATE",
				"COMPANY"
			]
		},
		"VATNumber": {
			"type": "string"
		},
		"VATType": {
			"type": "string",
			"enum": [
				"SEVAT",
				"SEREVERSEDVAT",
				"EUREVERSEDVAT",
				"EUVAT",
				"EXPORT"
			]
		},
		"VisitingAddress": {
			"type": "string",
			"maxLength": 128
		},
		"VisitingCity": {
			"type": "string",
			"maxLength": 128
		},
		"VisitingCountry": {
			"type": "string",
			"maxLength": 128
		},
		"VisitingCountryCode": {
			"type": "string",
			"minLength": 2,
			"maxLength": 2
		},
		"VisitingZipCode": {
			"type": "string",
			"maxLength": 10
		},
		"WayOfDelivery": {
			"type": "string"
		},
		"WWW": {
			"type": "string",
			"maxLength": 128
		},
		"YourReference": {
			"type": "string",
			"maxLength": 50
		},
		"ZipCode": {
			"type": "string",
			"maxLength": 10
		}
	},
	"Article": {
		"Active": {
			"type": "boolean"
		},
		"ArticleNumber": {
			"type": "string",
			"maxLength": 50
		},
		"Bulky": {
			"type": "boolean"
		},
		"ConstructionAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"CostCalculationMethod": {
			"type": "string"
		},
		"DefaultStockLocation": {
			"type": "string"
		},
		"DefaultStockPoint": {
			"type": "string"
		},
		"Depth": {
			"type": "integer",
			"format": "int32",
			"minimum": 0,
			"maximum": 999999999
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"DirectCost": {
			"type": "number",
			"format": "double"
		},
		"EAN": {
			"type": "string",
			"maxLength": 30
		},
		"EUAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"EUVATAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"Expired": {
			"type": "boolean"
		},
		"ExportAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"FreightCost": {
			"type": "number",
			"format": "double"
		},
		"Height": {
			"type": "integer",
			"format": "int32",
			"minimum": 0,
			"maximum": 999999999
		},
		"Housework": {
			"type": "boolean"
		},
		"HouseworkType": {
			"type": "string",
			"enum": [
				"CONSTRUCTION",
				"ELECTRICITY",
				"GLASSMETALWORK",
				"GROUNDDRAINAGEWORK",
				"MASONRY",
				"PAINTINGWALLPAPERING",
				"HVAC",
				"CLEANING",
				"TEXTILECLOTHING",
				"SNOWPLOWING",
				"GARDENING",
				"BABYSITTING",
				"OTHERCARE",
				"FURNISHING",
				"HOMEMAINTENANCE",
				"TRANSPORTATIONSERVICES",
				"WASHINGANDCAREOFCLOTHING",
				"SOLARCELLS",
				"STORAGESELFPRODUCEDELECTRICITY",
				"CHARGINGSTATIONELECTRICVEHICLE",
				"EMPTYHOUSEWORK",
				"OTHERCOSTS"
			]
		},
		"Manufacturer": {
			"type": "string",
			"maxLength": 50
		},
		"ManufacturerArticleNumber": {
			"type": "string",
			"maxLength": 50
		},
		"Note": {
			"type": "string",
			"maxLength": 10000
		},
		"OtherCost": {
			"type": "number",
			"format": "double"
		},
		"PurchaseAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"PurchasePrice": {
			"type": "number",
			"format": "double"
		},
		"QuantityInStock": {
			"type": "number",
			"format": "double"
		},
		"SalesAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 99999
		},
		"SalesPrice": {
			"type": "number",
			"format": "double"
		},
		"StockAccount": {
			"type": "integer",
			"format": "int32"
		},
		"StockChangeAccount": {
			"type": "integer",
			"format": "int32"
		},
		"StockGoods": {
			"type": "boolean"
		},
		"StockPlace": {
			"type": "string",
			"maxLength": 100
		},
		"StockWarning": {
			"type": "number",
			"format": "double"
		},
		"SupplierNumber": {
			"type": "string"
		},
		"Type": {
			"type": "string",
			"enum": [
				"STOCK",
				"SERVICE"
			]
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "number",
			"format": "double"
		},
		"WebshopArticle": {
			"type": "boolean"
		},
		"Weight": {
			"type": "integer",
			"format": "int32",
			"minimum": 0,
			"maximum": 999999999
		},
		"Width": {
			"type": "integer",
			"format": "int32",
			"minimum": 0,
			"maximum": 999999999
		}
	},
	"Invoice": {
		"Address1": {
			"type": "string"
		},
		"Address2": {
			"type": "string"
		},
		"AdministrationFee": {
			"type": "number",
			"format": "double"
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"Comments": {
			"type": "string",
			"maxLength": 1024
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"CreditInvoiceReference": {
			"type": "string"
		},
		"Currency": {
			"type": "string"
		},
		"CurrencyRate": {
			"type": "number",
			"format": "double"
		},
		"CurrencyUnit": {
			"type": "integer",
			"format": "int32"
		},
		"CustomerName": {
			"type": "string"
		},
		"CustomerNumber": {
			"type": "string"
		},
		"DeliveryAddress1": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryAddress2": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCity": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCountry": {
			"type": "string"
		},
		"DeliveryDate": {
			"type": "string",
			"format": "date"
		},
		"DeliveryName": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryZipCode": {
			"type": "string",
			"maxLength": 1024
		},
		"DocumentNumber": {
			"type": "string"
		},
		"DueDate": {
			"type": "string",
			"format": "date"
		},
		"EDIInformation": {
			"type": "object"
		},
		"EmailInformation": {
			"type": "object"
		},
		"EUQuarterlyReport": {
			"type": "boolean"
		},
		"ExternalInvoiceReference1": {
			"type": "string",
			"maxLength": 80
		},
		"ExternalInvoiceReference2": {
			"type": "string",
			"maxLength": 80
		},
		"Freight": {
			"type": "number",
			"format": "double"
		},
		"InvoiceDate": {
			"type": "string",
			"format": "date"
		},
		"InvoiceRows": {
			"type": "array"
		},
		"InvoiceType": {
			"type": "string",
			"enum": [
				"INVOICE",
				"AGREEMENTINVOICE",
				"INTRESTINVOICE",
				"SUMMARYINVOICE",
				"CASHINVOICE"
			]
		},
		"Labels": {
			"type": "array"
		},
		"Language": {
			"type": "string",
			"enum": [
				"SV",
				"EN"
			]
		},
		"NotCompleted": {
			"type": "boolean"
		},
		"OCR": {
			"type": "string"
		},
		"OurReference": {
			"type": "string",
			"maxLength": 50
		},
		"OutboundDate": {
			"type": "string",
			"format": "date"
		},
		"PaymentWay": {
			"type": "string",
			"enum": [
				"CASH",
				"CARD",
				"AG"
			]
		},
		"Phone1": {
			"type": "string",
			"maxLength": 1024
		},
		"Phone2": {
			"type": "string",
			"maxLength": 1024
		},
		"PriceList": {
			"type": "string"
		},
		"PrintTemplate": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Remarks": {
			"type": "string",
			"maxLength": 1024
		},
		"TaxReductionType": {
			"type": "string",
			"enum": [
				"none",
				"rot",
				"rut",
				"green"
			]
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"VATIncluded": {
			"type": "boolean"
		},
		"WayOfDelivery": {
			"type": "string"
		},
		"YourOrderNumber": {
			"type": "string",
			"maxLength": 75
		},
		"YourReference": {
			"type": "string",
			"maxLength": 50
		},
		"ZipCode": {
			"type": "string",
			"maxLength": 1024
		}
	},
	"InvoiceRow": {
		"AccountNumber": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"ArticleNumber": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"DeliveredQuantity": {
			"type": "string"
		},
		"Description": {
			"type": "string",
			"maxLength": 255
		},
		"Discount": {
			"type": "number",
			"format": "double"
		},
		"DiscountType": {
			"type": "string",
			"enum": [
				"AMOUNT",
				"PERCENT"
			]
		},
		"HouseWork": {
			"type": "boolean"
		},
		"HouseWorkHoursToReport": {
			"type": "integer",
			"format": "int32",
			"maximum": 999
		},
		"HouseWorkType": {
			"type": "string",
			"enum": [
				"CONSTRUCTION",
				"ELECTRICITY",
				"GLASSMETALWORK",
				"GROUNDDRAINAGEWORK",
				"MASONRY",
				"PAINTINGWALLPAPERING",
				"HVAC",
				"MAJORAPPLIANCEREPAIR",
				"MOVINGSERVICES",
				"ITSERVICES",
				"CLEANING",
				"TEXTILECLOTHING",
				"SNOWPLOWING",
				"GARDENING",
				"BABYSITTING",
				"OTHERCARE",
				"OTHERCOSTS",
				"SOLARCELLS",
				"STORAGESELFPRODUCEDELECTRICITY",
				"CHARGINGSTATIONELECTRICVEHICLE",
				"HOMEMAINTENANCE",
				"FURNISHING",
				"TRANSPORTATIONSERVICES",
				"WASHINGANDCAREOFCLOTHING"
			]
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"RowId": {
			"type": "integer",
			"format": "int32"
		},
		"StockPointCode": {
			"type": "string"
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "integer",
			"format": "int32"
		},
		"VATCode": {
			"type": "string"
		}
	},
	"Order": {
		"Address1": {
			"type": "string"
		},
		"Address2": {
			"type": "string"
		},
		"AdministrationFee": {
			"type": "number",
			"format": "double"
		},
		"City": {
			"type": "string"
		},
		"Comments": {
			"type": "string"
		},
		"CopyRemarks": {
			"type": "boolean"
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"Currency": {
			"type": "string",
			"maxLength": 3
		},
		"CurrencyRate": {
			"type": "number",
			"format": "double"
		},
		"CurrencyUnit": {
			"type": "number",
			"format": "double"
		},
		"CustomerName": {
			"type": "string"
		},
		"CustomerNumber": {
			"type": "string"
		},
		"DeliveryAddress1": {
			"type": "string"
		},
		"DeliveryAddress2": {
			"type": "string"
		},
		"DeliveryCity": {
			"type": "string"
		},
		"DeliveryCountry": {
			"type": "string"
		},
		"DeliveryDate": {
			"type": "string",
			"format": "date"
		},
		"DeliveryName": {
			"type": "string"
		},
		"DeliveryZipCode": {
			"type": "string"
		},
		"DocumentNumber": {
			"type": "string"
		},
		"EmailInformation": {
			"type": "object"
		},
		"ExternalInvoiceReference1": {
			"type": "string"
		},
		"ExternalInvoiceReference2": {
			"type": "string"
		},
		"Freight": {
			"type": "number",
			"format": "double"
		},
		"Labels": {
			"type": "array"
		},
		"Language": {
			"type": "string"
		},
		"NotCompleted": {
			"type": "boolean"
		},
		"OrderDate": {
			"type": "string",
			"format": "date"
		},
		"OrderRows": {
			"type": "array"
		},
		"OurReference": {
			"type": "string",
			"maxLength": 50
		},
		"OutboundDate": {
			"type": "string",
			"format": "date"
		},
		"Phone1": {
			"type": "string"
		},
		"Phone2": {
			"type": "string"
		},
		"PriceList": {
			"type": "string"
		},
		"PrintTemplate": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Remarks": {
			"type": "string",
			"maxLength": 1024
		},
		"StockPointCode": {
			"type": "string"
		},
		"TaxReductionType": {
			"type": "string",
			"enum": [
				"none",
				"rot",
				"rut",
				"green"
			]
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"VATIncluded": {
			"type": "boolean"
		},
		"WayOfDelivery": {
			"type": "string"
		},
		"YourOrderNumber": {
			"type": "string",
			"maxLength": 75
		},
		"YourReference": {
			"type": "string",
			"maxLength": 50
		},
		"ZipCode": {
			"type": "string"
		}
	},
	"OrderRow": {
		"AccountNumber": {
			"type": "integer",
			"format": "int32"
		},
		"ArticleNumber": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"DeliveredQuantity": {
			"type": "string"
		},
		"Description": {
			"type": "string"
		},
		"Discount": {
			"type": "number",
			"format": "double"
		},
		"DiscountType": {
			"type": "string",
			"enum": [
				"AMOUNT",
				"PERCENT"
			]
		},
		"HouseWork": {
			"type": "boolean"
		},
		"HouseWorkHoursToReport": {
			"type": "integer",
			"format": "int32"
		},
		"HouseWorkType": {
			"type": "string",
			"enum": [
				"CONSTRUCTION",
				"ELECTRICITY",
				"GLASSMETALWORK",
				"GROUNDDRAINAGEWORK",
				"MASONRY",
				"PAINTINGWALLPAPERING",
				"MOVINGSERVICES",
				"ITSERVICES",
				"CLEANING",
				"TEXTILECLOTHING",
				"SNOWPLOWING",
				"GARDENING",
				"BABYSITTING",
				"OTHERCARE",
				"OTHERCOSTS"
			]
		},
		"OrderedQuantity": {
			"type": "string"
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"RowId": {
			"type": "integer",
			"format": "int32"
		},
		"StockPointCode": {
			"type": "string"
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "number",
			"format": "double"
		},
		"VATCode": {
			"type": "string"
		}
	},
	"Offer": {
		"Address1": {
			"type": "string",
			"maxLength": 1024
		},
		"Address2": {
			"type": "string",
			"maxLength": 1024
		},
		"AdministrationFee": {
			"type": "number",
			"format": "double"
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"Comments": {
			"type": "string",
			"maxLength": 1024
		},
		"CopyRemarks": {
			"type": "boolean"
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"Currency": {
			"type": "string"
		},
		"CurrencyRate": {
			"type": "number",
			"format": "double"
		},
		"CurrencyUnit": {
			"type": "integer",
			"format": "int32"
		},
		"CustomerName": {
			"type": "string"
		},
		"CustomerNumber": {
			"type": "string"
		},
		"DeliveryAddress1": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryAddress2": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCity": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryCountry": {
			"type": "string"
		},
		"DeliveryDate": {
			"type": "string",
			"format": "date"
		},
		"DeliveryName": {
			"type": "string",
			"maxLength": 1024
		},
		"DeliveryZipCode": {
			"type": "string"
		},
		"DocumentNumber": {
			"type": "string"
		},
		"EmailInformation": {
			"type": "object"
		},
		"ExpireDate": {
			"type": "string",
			"format": "date"
		},
		"Freight": {
			"type": "number",
			"format": "double"
		},
		"Labels": {
			"type": "array"
		},
		"Language": {
			"type": "string"
		},
		"NotCompleted": {
			"type": "boolean"
		},
		"OfferDate": {
			"type": "string",
			"format": "date"
		},
		"OfferRows": {
			"type": "array"
		},
		"OurReference": {
			"type": "string"
		},
		"Phone1": {
			"type": "string"
		},
		"Phone2": {
			"type": "string"
		},
		"PriceList": {
			"type": "string"
		},
		"PrintTemplate": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Remarks": {
			"type": "string"
		},
		"TaxReductionType": {
			"type": "string",
			"enum": [
				"none",
				"rot",
				"rut",
				"green"
			]
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"VATIncluded": {
			"type": "boolean"
		},
		"WayOfDelivery": {
			"type": "string"
		},
		"YourReference": {
			"type": "string"
		},
		"YourReferenceNumber": {
			"type": "string"
		},
		"ZipCode": {
			"type": "string"
		}
	},
	"OfferRow": {
		"AccountNumber": {
			"type": "integer",
			"format": "int32"
		},
		"ArticleNumber": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"Description": {
			"type": "string"
		},
		"Discount": {
			"type": "number",
			"format": "double"
		},
		"DiscountType": {
			"type": "string",
			"enum": [
				"AMOUNT",
				"PERCENT"
			]
		},
		"HouseWork": {
			"type": "boolean"
		},
		"HouseWorkHoursToReport": {
			"type": "number",
			"format": "double",
			"maximum": 999
		},
		"HouseWorkType": {
			"type": "string",
			"enum": [
				"CONSTRUCTION",
				"ELECTRICITY",
				"GLASSMETALWORK",
				"GROUNDDRAINAGEWORK",
				"MASONRY",
				"PAINTINGWALLPAPERING",
				"HVAC",
				"CLEANING",
				"TEXTILECLOTHING",
				"COOKING",
				"SNOWPLOWING",
				"GARDENING",
				"BABYSITTING",
				"OTHERCARE",
				"TUTORING",
				"OTHERCOSTS"
			]
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"Quantity": {
			"type": "string"
		},
		"RowId": {
			"type": "integer",
			"format": "int32"
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "integer",
			"format": "int32"
		},
		"VATCode": {
			"type": "string"
		}
	},
	"InvoicePayment": {
		"Amount": {
			"type": "number",
			"format": "double"
		},
		"AmountCurrency": {
			"type": "number",
			"format": "double"
		},
		"Currency": {
			"type": "string",
			"minLength": 3,
			"maxLength": 3
		},
		"CurrencyRate": {
			"type": "number",
			"format": "double"
		},
		"CurrencyUnit": {
			"type": "number",
			"format": "double"
		},
		"ExternalInvoiceReference1": {
			"type": "string"
		},
		"ExternalInvoiceReference2": {
			"type": "string"
		},
		"InvoiceNumber": {
			"type": "integer",
			"format": "int32"
		},
		"ModeOfPayment": {
			"type": "string"
		},
		"ModeOfPaymentAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"Number": {
			"type": "string"
		},
		"PaymentDate": {
			"type": "string",
			"format": "date"
		},
		"WriteOffs": {
			"type": "array"
		}
	},
	"Supplier": {
		"Active": {
			"type": "boolean"
		},
		"Address1": {
			"type": "string"
		},
		"Address2": {
			"type": "string"
		},
		"Bank": {
			"type": "string"
		},
		"BankAccountNumber": {
			"type": "string"
		},
		"BG": {
			"type": "string"
		},
		"BIC": {
			"type": "string"
		},
		"BranchCode": {
			"type": "string"
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"ClearingNumber": {
			"type": "string"
		},
		"Comments": {
			"type": "string",
			"maxLength": 1024
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"CountryCode": {
			"type": "string",
			"maxLength": 2
		},
		"Currency": {
			"type": "string",
			"maxLength": 3
		},
		"DisablePaymentFile": {
			"type": "boolean"
		},
		"Email": {
			"type": "string"
		},
		"Fax": {
			"type": "string"
		},
		"IBAN": {
			"type": "string"
		},
		"Name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"OrganisationNumber": {
			"type": "string"
		},
		"OurCustomerNumber": {
			"type": "string"
		},
		"OurReference": {
			"type": "string"
		},
		"PG": {
			"type": "string"
		},
		"Phone1": {
			"type": "string",
			"maxLength": 1024
		},
		"Phone2": {
			"type": "string",
			"maxLength": 1024
		},
		"PreDefinedAccount": {
			"type": "string",
			"minLength": 4,
			"maxLength": 4
		},
		"Project": {
			"type": "string"
		},
		"SupplierNumber": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"VATNumber": {
			"type": "string"
		},
		"VATType": {
			"type": "string"
		},
		"VisitingAddress": {
			"type": "string"
		},
		"VisitingCity": {
			"type": "string"
		},
		"VisitingCountry": {
			"type": "string"
		},
		"VisitingCountryCode": {
			"type": "string"
		},
		"VisitingZipCode": {
			"type": "string"
		},
		"WorkPlace": {
			"type": "string"
		},
		"WWW": {
			"type": "string"
		},
		"YourReference": {
			"type": "string"
		},
		"ZipCode": {
			"type": "string"
		}
	},
	"CustomerListItem": {
		"Address1": {
			"type": "string",
			"maxLength": 1024
		},
		"Address2": {
			"type": "string",
			"maxLength": 1024
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"CustomerNumber": {
			"type": "string",
			"maxLength": 1024
		},
		"Email": {
			"type": "string",
			"maxLength": 1024
		},
		"Name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"OrganisationNumber": {
			"type": "string",
			"maxLength": 30
		},
		"Phone": {
			"type": "string",
			"maxLength": 1024
		},
		"ZipCode": {
			"type": "string",
			"maxLength": 10
		}
	},
	"ArticleListItem": {
		"ArticleNumber": {
			"type": "string",
			"maxLength": 50
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"DisposableQuantity": {
			"type": "string"
		},
		"EAN": {
			"type": "string",
			"maxLength": 30
		},
		"Housework": {
			"type": "boolean"
		},
		"PurchasePrice": {
			"type": "string"
		},
		"QuantityInStock": {
			"type": "number",
			"format": "double"
		},
		"ReservedQuantity": {
			"type": "string"
		},
		"SalesPrice": {
			"type": "string"
		},
		"StockPlace": {
			"type": "string",
			"maxLength": 100
		},
		"StockValue": {
			"type": "string"
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "string"
		},
		"WebshopArticle": {
			"type": "boolean"
		}
	},
	"SupplierListItem": {
		"Active": {
			"type": "boolean"
		},
		"Address1": {
			"type": "string"
		},
		"Address2": {
			"type": "string"
		},
		"BankAccountNumber": {
			"type": "string"
		},
		"BG": {
			"type": "string"
		},
		"BIC": {
			"type": "string"
		},
		"City": {
			"type": "string",
			"maxLength": 1024
		},
		"CostCenter": {
			"type": "string"
		},
		"CountryCode": {
			"type": "string",
			"maxLength": 2
		},
		"Currency": {
			"type": "string",
			"maxLength": 3
		},
		"DisablePaymentFile": {
			"type": "boolean"
		},
		"Email": {
			"type": "string"
		},
		"IBAN": {
			"type": "string"
		},
		"Name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"OrganisationNumber": {
			"type": "string"
		},
		"PG": {
			"type": "string"
		},
		"Phone": {
			"type": "string"
		},
		"PreDefinedAccount": {
			"type": "string",
			"minLength": 4,
			"maxLength": 4
		},
		"Project": {
			"type": "string"
		},
		"SupplierNumber": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"ZipCode": {
			"type": "string"
		}
	},
	"SupplierInvoice": {
		"AccountingMethod": {
			"type": "string",
			"enum": [
				"ACCRUAL",
				"CASH"
			]
		},
		"AdministrationFee": {
			"type": "string"
		},
		"Comments": {
			"type": "string",
			"maxLength": 1000
		},
		"CostCenter": {
			"type": "string"
		},
		"Currency": {
			"type": "string"
		},
		"CurrencyRate": {
			"type": "string"
		},
		"CurrencyUnit": {
			"type": "number",
			"format": "double"
		},
		"DisablePaymentFile": {
			"type": "boolean"
		},
		"DueDate": {
			"type": "string",
			"format": "date"
		},
		"ExternalInvoiceNumber": {
			"type": "string"
		},
		"ExternalInvoiceSeries": {
			"type": "string"
		},
		"Freight": {
			"type": "string"
		},
		"InvoiceDate": {
			"type": "string",
			"format": "date"
		},
		"InvoiceNumber": {
			"type": "string",
			"maxLength": 64
		},
		"OCR": {
			"type": "string"
		},
		"OurReference": {
			"type": "string",
			"maxLength": 50
		},
		"Project": {
			"type": "string"
		},
		"RoundOffValue": {
			"type": "string"
		},
		"SalesType": {
			"type": "string",
			"enum": [
				"STOCK",
				"SERVICE"
			]
		},
		"SupplierInvoiceRows": {
			"type": "array"
		},
		"SupplierNumber": {
			"type": "string"
		},
		"Total": {
			"type": "string"
		},
		"VAT": {
			"type": "string"
		},
		"VATType": {
			"type": "string",
			"enum": [
				"NORMAL",
				"EUINTERNAL",
				"REVERSE"
			]
		},
		"YourReference": {
			"type": "string",
			"maxLength": 50
		}
	},
	"SupplierInvoiceRow": {
		"Account": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"ArticleNumber": {
			"type": "string"
		},
		"Code": {
			"type": "string",
			"enum": [
				"TOT",
				"VAT",
				"FRT",
				"AFE",
				"ROV",
				"CND",
				"CNC",
				"PRD",
				"PRC",
				"SRD",
				"SRC",
				"PRE",
				"GWB",
				"ACC"
			]
		},
		"CostCenter": {
			"type": "string"
		},
		"Credit": {
			"type": "number",
			"format": "double"
		},
		"CreditCurrency": {
			"type": "number",
			"format": "double"
		},
		"Debit": {
			"type": "number",
			"format": "double"
		},
		"DebitCurrency": {
			"type": "number",
			"format": "double"
		},
		"ItemDescription": {
			"type": "string"
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"Quantity": {
			"type": "integer",
			"format": "int32"
		},
		"StockLocationCode": {
			"type": "string"
		},
		"StockPointCode": {
			"type": "string"
		},
		"Total": {
			"type": "number",
			"format": "double"
		},
		"TransactionInformation": {
			"type": "string",
			"maxLength": 100
		},
		"Unit": {
			"type": "string"
		}
	},
	"SupplierInvoicePayment": {
		"Amount": {
			"type": "number",
			"format": "double"
		},
		"AmountCurrency": {
			"type": "number",
			"format": "double"
		},
		"Currency": {
			"type": "string",
			"minLength": 3,
			"maxLength": 3
		},
		"CurrencyRate": {
			"type": "number",
			"format": "double"
		},
		"CurrencyUnit": {
			"type": "number",
			"format": "double"
		},
		"Information": {
			"type": "string"
		},
		"InvoiceNumber": {
			"type": "string"
		},
		"ModeOfPayment": {
			"type": "string"
		},
		"PaymentDate": {
			"type": "string",
			"format": "date"
		},
		"WriteOffs": {
			"type": "array"
		}
	},
	"Voucher": {
		"Comments": {
			"type": "string",
			"maxLength": 1000
		},
		"CostCenter": {
			"type": "string"
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"Project": {
			"type": "string"
		},
		"ReferenceNumber": {
			"type": "string"
		},
		"ReferenceType": {
			"type": "string",
			"enum": [
				"INVOICE",
				"SUPPLIERINVOICE",
				"INVOICEPAYMENT",
				"SUPPLIERPAYMENT",
				"MANUAL",
				"CASHINVOICE",
				"ACCRUAL"
			]
		},
		"TransactionDate": {
			"type": "string",
			"format": "date"
		},
		"VoucherRows": {
			"type": "array"
		},
		"VoucherSeries": {
			"type": "string"
		}
	},
	"VoucherRow": {
		"Account": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"CostCenter": {
			"type": "string"
		},
		"Credit": {
			"type": "number",
			"format": "double"
		},
		"Debit": {
			"type": "number",
			"format": "double"
		},
		"Description": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Quantity": {
			"type": "number",
			"format": "double"
		},
		"TransactionInformation": {
			"type": "string",
			"maxLength": 100
		}
	},
	"Project": {
		"Comments": {
			"type": "string",
			"maxLength": 512
		},
		"ContactPerson": {
			"type": "string",
			"maxLength": 50
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 50
		},
		"EndDate": {
			"type": "string",
			"format": "date"
		},
		"ProjectLeader": {
			"type": "string",
			"maxLength": 50
		},
		"ProjectNumber": {
			"type": "string",
			"maxLength": 20
		},
		"StartDate": {
			"type": "string",
			"format": "date"
		},
		"Status": {
			"type": "string",
			"enum": [
				"NOTSTARTED",
				"ONGOING",
				"COMPLETED"
			]
		}
	},
	"CostCenter": {
		"Active": {
			"type": "boolean"
		},
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 6
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2147483647
		},
		"Note": {
			"type": "string"
		}
	},
	"FinancialYear": {
		"AccountChartType": {
			"type": "string"
		},
		"AccountingMethod": {
			"type": "string",
			"enum": [
				"ACCRUAL",
				"CASH"
			]
		},
		"FromDate": {
			"type": "string",
			"format": "date"
		},
		"ToDate": {
			"type": "string",
			"format": "date"
		}
	},
	"Asset": {
		"AcquisitionDate": {
			"type": "string",
			"format": "date"
		},
		"AcquisitionStart": {
			"type": "string",
			"format": "date"
		},
		"AcquisitionValue": {
			"type": "integer",
			"format": "int32"
		},
		"Brand": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"Department": {
			"type": "string"
		},
		"DepreciateToResidualValue": {
			"type": "integer",
			"format": "int32"
		},
		"DepreciationFinal": {
			"type": "string",
			"format": "date"
		},
		"DepreciationMethod": {
			"type": "integer",
			"format": "int32"
		},
		"Description": {
			"type": "string"
		},
		"Group": {
			"type": "string"
		},
		"InsuredNumber": {
			"type": "string"
		},
		"InsuredWith": {
			"type": "string"
		},
		"ManualOb": {
			"type": "integer",
			"format": "int32"
		},
		"Notes": {
			"type": "string"
		},
		"Number": {
			"type": "string"
		},
		"Placement": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Reference": {
			"type": "string"
		},
		"Room": {
			"type": "string"
		},
		"TypeId": {
			"type": "integer",
			"format": "int32"
		}
	},
	"AssetUpdate": {
		"Description": {
			"type": "string"
		},
		"Notes": {
			"type": "string"
		}
	},
	"AssetType": {
		"AccountAssetId": {
			"type": "integer",
			"format": "int32"
		},
		"AccountDepreciationId": {
			"type": "integer",
			"format": "int32"
		},
		"AccountValueLossId": {
			"type": "integer",
			"format": "int32"
		},
		"Description": {
			"type": "string"
		},
		"Notes": {
			"type": "string"
		},
		"Number": {
			"type": "string"
		},
		"Type": {
			"type": "integer",
			"format": "int32"
		}
	},
	"AssetTypeUpdate": {
		"Description": {
			"type": "string"
		},
		"Notes": {
			"type": "string"
		}
	},
	"AssetOpeningValue": {
		"Amount": {
			"type": "integer",
			"format": "int32"
		},
		"Comment": {
			"type": "string"
		}
	},
	"AssetSale": {
		"Comment": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"Percentage": {
			"type": "integer",
			"format": "int32"
		},
		"Price": {
			"type": "integer",
			"format": "int32"
		}
	},
	"AssetScrap": {
		"Comment": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"Percentage": {
			"type": "integer",
			"format": "int32"
		}
	},
	"AssetWriteDown": {
		"Amount": {
			"type": "integer",
			"format": "int32"
		},
		"Comment": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		}
	},
	"AssetWriteUp": {
		"Amount": {
			"type": "integer",
			"format": "int32"
		},
		"Comment": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		}
	},
	"PriceList": {
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 100
		},
		"Comments": {
			"type": "string"
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 50
		},
		"PreSelected": {
			"type": "boolean"
		}
	},
	"Price": {
		"ArticleNumber": {
			"type": "string"
		},
		"FromQuantity": {
			"type": "number",
			"format": "double"
		},
		"Percent": {
			"type": "number",
			"format": "double"
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"PriceList": {
			"type": "string"
		}
	},
	"Employee": {
		"AbsenceHoursNonVacationBased": {
			"type": "number",
			"format": "float"
		},
		"AbsenceHoursVacationBased": {
			"type": "number",
			"format": "float"
		},
		"AbsenceWorkdaysNonVacationBased": {
			"type": "number",
			"format": "float"
		},
		"AbsenceWorkdaysVacationBased": {
			"type": "number",
			"format": "float"
		},
		"Address1": {
			"type": "string"
		},
		"Address2": {
			"type": "string"
		},
		"ATFValue": {
			"type": "number",
			"format": "float"
		},
		"ATKValue": {
			"type": "number",
			"format": "float"
		},
		"AutoNonRecurringTax": {
			"type": "boolean"
		},
		"AverageHourlyWage": {
			"type": "string"
		},
		"AverageWeeklyHours": {
			"type": "string"
		},
		"BankAccountNo": {
			"type": "string"
		},
		"City": {
			"type": "string"
		},
		"ClearingNo": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"Country": {
			"type": "string"
		},
		"CurrentCompBalance": {
			"type": "number",
			"format": "float"
		},
		"CurrentFlexBalance": {
			"type": "number",
			"format": "float"
		},
		"DatedSchedules": {
			"type": "array"
		},
		"DatedWages": {
			"type": "array"
		},
		"Email": {
			"type": "string"
		},
		"EmployedTo": {
			"type": "string",
			"format": "date"
		},
		"EmployeeCategories": {
			"type": "array"
		},
		"EmployeeChildren": {
			"type": "array"
		},
		"EmployeeId": {
			"type": "string",
			"minLength": 1,
			"maxLength": 15
		},
		"EmploymentDate": {
			"type": "string",
			"format": "date"
		},
		"EmploymentForm": {
			"type": "string",
			"enum": [
				"TV",
				"PRO",
				"TID",
				"SVT",
				"VIK",
				"PRJ",
				"PRA",
				"FER",
				"SES",
				"NEJ"
			]
		},
		"FirstName": {
			"type": "string"
		},
		"ForaType": {
			"type": "string",
			"enum": [
				"A",
				"A51",
				"A52",
				"A53",
				"A54",
				"A55",
				"A56",
				"A57",
				"A58",
				"A59",
				"A60",
				"A61",
				"A62",
				"A63",
				"A64",
				"A65",
				"A66",
				"A67",
				"A68",
				"A69",
				"A70",
				"A71",
				"A72",
				"A73",
				"A74",
				"A75",
				"A76",
				"A77",
				"A78",
				"A79",
				"A80",
				"A81",
				"A82",
				"A83",
				"A84",
				"A85",
				"A86",
				"A3",
				"A91",
				"A92",
				"A93",
				"A11",
				"A12",
				"A13",
				"A14",
				"A15",
				"A16",
				"A17",
				"A18",
				"A19",
				"A20",
				"A21",
				"A22",
				"A23",
				"A24",
				"A25",
				"A26",
				"A27",
				"A28",
				"A29",
				"A30",
				"A41",
				"A42",
				"A43",
				"A44",
				"A45",
				"A46",
				"A47",
				"A48",
				"T",
				"T6",
				"-"
			]
		},
		"FullTimeEquivalent": {
			"type": "number",
			"format": "float"
		},
		"HourlyPay": {
			"type": "string"
		},
		"Inactive": {
			"type": "boolean"
		},
		"InitialComp": {
			"type": "number",
			"format": "float"
		},
		"InitialFlex": {
			"type": "number",
			"format": "float"
		},
		"JobTitle": {
			"type": "string",
			"maxLength": 30
		},
		"LastName": {
			"type": "string"
		},
		"MonthlySalary": {
			"type": "string"
		},
		"NonRecurringTax": {
			"type": "string"
		},
		"NonVacationBasedCalendarDaysPartial": {
			"type": "number",
			"format": "float"
		},
		"NonVacationBasedCalendarDaysWhole": {
			"type": "number",
			"format": "float"
		},
		"OpeningSalaries": {
			"type": "array"
		},
		"PayslipType": {
			"type": "string",
			"enum": [
				"pdf",
				"digital",
				"kivra"
			]
		},
		"PersonalIdentityNumber": {
			"type": "string"
		},
		"PersonelType": {
			"type": "string",
			"enum": [
				"TJM",
				"ARB"
			]
		},
		"Phone1": {
			"type": "string"
		},
		"Phone2": {
			"type": "string"
		},
		"PostCode": {
			"type": "string"
		},
		"PreliminaryTaxDeducted": {
			"type": "number",
			"format": "float"
		},
		"Project": {
			"type": "string"
		},
		"SalaryForm": {
			"type": "string",
			"enum": [
				"MAN",
				"TIM"
			]
		},
		"ScheduleId": {
			"type": "string"
		},
		"TaxAllowance": {
			"type": "string",
			"enum": [
				"HUV",
				"EXT",
				"TMP",
				"STU",
				"EJ",
				"???"
			]
		},
		"TaxColumn": {
			"type": "integer",
			"format": "int32",
			"minimum": 1,
			"maximum": 6
		},
		"TaxTable": {
			"type": "string"
		},
		"VacationBasedAttendanceDays": {
			"type": "number",
			"format": "float"
		},
		"VacationBasedAttendanceHours": {
			"type": "number",
			"format": "float"
		},
		"VacationBasedCalendarDaysWhole": {
			"type": "number",
			"format": "float"
		},
		"VacationBasedSalaryTotal": {
			"type": "number",
			"format": "float"
		},
		"VacationBasedSalaryVariableAddition": {
			"type": "number",
			"format": "float"
		},
		"VacationBasedSalaryWorkedTime": {
			"type": "number",
			"format": "float"
		},
		"VacationCalculationAdvanceVacationDebt": {
			"type": "number",
			"format": "float"
		},
		"VacationCalculationIncludeInCalculation": {
			"type": "boolean"
		},
		"VacationCalculationSameWagePercent": {
			"type": "boolean"
		},
		"VacationCalculationSoleCustody": {
			"type": "boolean"
		},
		"VacationCalculationSumOnlyNoDays": {
			"type": "boolean"
		},
		"VacationCalculationTotalVacationSalarySum": {
			"type": "number",
			"format": "float"
		},
		"VacationCalculationVacationEntitlement": {
			"type": "number",
			"format": "float"
		},
		"VacationCalculationVariableAdditionSum": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysPaid": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysPrepaid": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear1": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear2": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear3": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear4": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear5": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedEmploymentRateYear6Plus": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear1": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear2": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear3": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear4": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear5": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysSavedYear6Plus": {
			"type": "number",
			"format": "float"
		},
		"VacationDaysUnpaid": {
			"type": "number",
			"format": "float"
		},
		"WorkingTimeEnumeration": {
			"type": "string"
		}
	},
	"SalaryTransaction": {
		"Amount": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"EmployeeId": {
			"type": "string"
		},
		"Expense": {
			"type": "string",
			"maxLength": 6
		},
		"Number": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"SalaryCode": {
			"type": "string"
		},
		"TextRow": {
			"type": "string",
			"maxLength": 40
		},
		"Total": {
			"type": "string"
		},
		"VAT": {
			"type": "string"
		}
	},
	"AbsenceTransaction": {
		"CauseCode": {
			"type": "string",
			"enum": [
				"ASK",
				"FPE",
				"FRA",
				"HAV",
				"KOM",
				"MIL",
				"NAR",
				"OS1",
				"OS2",
				"OS3",
				"OS4",
				"OS5",
				"PAP",
				"PEM",
				"PER",
				"SEM",
				"SJK",
				"SMB",
				"SVE",
				"TJL",
				"UTB",
				"VAB"
			],
			"minLength": 3,
			"maxLength": 3
		},
		"CostCenter": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"EmployeeId": {
			"type": "string",
			"minLength": 1,
			"maxLength": 15
		},
		"Extent": {
			"type": "number",
			"format": "float"
		},
		"HolidayEntitling": {
			"type": "boolean"
		},
		"Hours": {
			"type": "number",
			"format": "float"
		},
		"Project": {
			"type": "string"
		}
	},
	"AttendanceTransaction": {
		"CauseCode": {
			"type": "string",
			"enum": [
				"ARB",
				"BE2",
				"BER",
				"FLX",
				"HLG",
				"JO2",
				"JOR",
				"MER",
				"OB1",
				"OB2",
				"OB3",
				"OB4",
				"OB5",
				"OK0",
				"OK1",
				"OK2",
				"OK3",
				"OK4",
				"OK5",
				"OT1",
				"OT2",
				"OT3",
				"OT4",
				"OT5",
				"RES",
				"TID"
			],
			"minLength": 3,
			"maxLength": 3
		},
		"CostCenter": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"EmployeeId": {
			"type": "string",
			"minLength": 1,
			"maxLength": 15
		},
		"Hours": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		}
	},
	"ScheduleTime": {
		"Hours": {
			"type": "string"
		},
		"IWH1": {
			"type": "string"
		},
		"IWH2": {
			"type": "string"
		},
		"IWH3": {
			"type": "string"
		},
		"IWH4": {
			"type": "string"
		},
		"IWH5": {
			"type": "string"
		},
		"ScheduleId": {
			"type": "string"
		}
	},
	"Expense": {
		"Account": {
			"type": "integer",
			"format": "int32"
		},
		"Code": {
			"type": "string"
		},
		"Text": {
			"type": "string"
		}
	},
	"Contract": {
		"Active": {
			"type": "boolean"
		},
		"AdministrationFee": {
			"type": "number",
			"format": "double"
		},
		"Comments": {
			"type": "string",
			"maxLength": 1024
		},
		"Continuous": {
			"type": "boolean"
		},
		"ContractDate": {
			"type": "string",
			"format": "date"
		},
		"ContractLength": {
			"type": "integer",
			"format": "int32"
		},
		"CostCenter": {
			"type": "string"
		},
		"Currency": {
			"type": "string"
		},
		"CustomerName": {
			"type": "string"
		},
		"CustomerNumber": {
			"type": "string"
		},
		"DocumentNumber": {
			"type": "string"
		},
		"EmailInformation": {
			"type": "object"
		},
		"ExternalInvoiceReference1": {
			"type": "string"
		},
		"ExternalInvoiceReference2": {
			"type": "string"
		},
		"Freight": {
			"type": "number",
			"format": "double"
		},
		"InvoiceDiscount": {
			"type": "number",
			"format": "double"
		},
		"InvoiceInterval": {
			"type": "integer",
			"format": "int32"
		},
		"InvoiceRows": {
			"type": "array"
		},
		"Language": {
			"type": "string",
			"enum": [
				"SV",
				"EN"
			]
		},
		"OurReference": {
			"type": "string",
			"maxLength": 25
		},
		"PeriodEnd": {
			"type": "string",
			"format": "date"
		},
		"PeriodStart": {
			"type": "string",
			"format": "date"
		},
		"PriceList": {
			"type": "string"
		},
		"PrintTemplate": {
			"type": "string"
		},
		"Project": {
			"type": "string"
		},
		"Remarks": {
			"type": "string",
			"maxLength": 1024
		},
		"TaxReductionType": {
			"type": "string",
			"enum": [
				"none",
				"rot",
				"rut",
				"green"
			]
		},
		"TemplateNumber": {
			"type": "integer",
			"format": "int32"
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"VatIncluded": {
			"type": "boolean"
		},
		"WayOfDelivery": {
			"type": "string"
		},
		"YourOrderNumber": {
			"type": "string",
			"maxLength": 75
		},
		"YourReference": {
			"type": "string"
		}
	},
	"ContractRow": {
		"AccountNumber": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"ArticleNumber": {
			"type": "string"
		},
		"CostCenter": {
			"type": "string"
		},
		"DeliveredQuantity": {
			"type": "string"
		},
		"Description": {
			"type": "string"
		},
		"Discount": {
			"type": "number",
			"format": "double"
		},
		"DiscountType": {
			"type": "string",
			"enum": [
				"AMOUNT",
				"PERCENT"
			]
		},
		"HouseWork": {
			"type": "boolean"
		},
		"HouseWorkHoursToReport": {
			"type": "integer",
			"format": "int32"
		},
		"HouseWorkType": {
			"type": "string"
		},
		"Price": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"RowId": {
			"type": "integer",
			"format": "int32"
		},
		"Unit": {
			"type": "string"
		},
		"VAT": {
			"type": "number",
			"format": "double"
		}
	},
	"ContractTemplate": {
		"AdministrationFee": {
			"type": "number",
			"format": "double"
		},
		"Continuous": {
			"type": "boolean"
		},
		"ContractLength": {
			"type": "integer",
			"format": "int32",
			"minimum": 1,
			"maximum": 9999
		},
		"Freight": {
			"type": "number",
			"format": "double"
		},
		"InvoiceInterval": {
			"type": "integer",
			"format": "int32",
			"minimum": 1,
			"maximum": 9999
		},
		"InvoiceRows": {
			"type": "array"
		},
		"OurReference": {
			"type": "string",
			"maxLength": 25
		},
		"PrintTemplate": {
			"type": "string"
		},
		"Remarks": {
			"type": "string",
			"maxLength": 1024
		},
		"TemplateName": {
			"type": "string",
			"minLength": 1,
			"maxLength": 1024
		},
		"TermsOfDelivery": {
			"type": "string"
		},
		"TermsOfPayment": {
			"type": "string"
		},
		"WayOfDelivery": {
			"type": "string"
		}
	},
	"ContractAccrual": {
		"AccrualAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"AccrualRows": {
			"type": "array"
		},
		"CostAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"Description": {
			"type": "string"
		},
		"DocumentNumber": {
			"type": "integer",
			"format": "int32"
		},
		"Period": {
			"type": "string",
			"enum": [
				"MONTHLY",
				"BIMONTHLY",
				"QUARTERLY",
				"SEMIANNUALLY",
				"ANNUALLY"
			]
		},
		"Times": {
			"type": "integer",
			"format": "int32"
		},
		"Total": {
			"type": "number",
			"format": "double"
		},
		"VATIncluded": {
			"type": "boolean"
		}
	},
	"ContractAccrualRow": {
		"Account": {
			"type": "integer",
			"format": "int32"
		},
		"CostCenter": {
			"type": "string"
		},
		"Credit": {
			"type": "number",
			"format": "double"
		},
		"Debit": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"TransactionInformation": {
			"type": "string",
			"maxLength": 100
		}
	},
	"InvoiceAccrual": {
		"AccrualAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"Description": {
			"type": "string"
		},
		"EndDate": {
			"type": "string",
			"format": "date"
		},
		"InvoiceAccrualRows": {
			"type": "array"
		},
		"InvoiceNumber": {
			"type": "integer",
			"format": "int32"
		},
		"Period": {
			"type": "string",
			"enum": [
				"MONTHLY",
				"BIMONTHLY",
				"QUARTERLY",
				"SEMIANNUALLY",
				"ANNUALLY",
				"1_MONTHS",
				"2_MONTHS",
				"3_MONTHS",
				"6_MONTHS",
				"12_MONTHS"
			]
		},
		"RevenueAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"StartDate": {
			"type": "string",
			"format": "date"
		},
		"Times": {
			"type": "integer",
			"format": "int32"
		},
		"Total": {
			"type": "number",
			"format": "double"
		},
		"VATIncluded": {
			"type": "boolean"
		}
	},
	"InvoiceAccrualRow": {
		"Account": {
			"type": "integer",
			"format": "int32"
		},
		"CostCenter": {
			"type": "string"
		},
		"Credit": {
			"type": "number",
			"format": "double"
		},
		"Debit": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"TransactionInformation": {
			"type": "string"
		}
	},
	"SupplierInvoiceAccrual": {
		"AccrualAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"CostAccount": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"Description": {
			"type": "string"
		},
		"EndDate": {
			"type": "string",
			"format": "date"
		},
		"Period": {
			"type": "string",
			"enum": [
				"MONTHLY",
				"BIMONTHLY",
				"QUARTERLY",
				"SEMIANNUALLY",
				"ANNUALLY",
				"1_MONTHS",
				"2_MONTHS",
				"3_MONTHS",
				"6_MONTHS",
				"12_MONTHS"
			]
		},
		"StartDate": {
			"type": "string",
			"format": "date"
		},
		"SupplierInvoiceAccrualRows": {
			"type": "array"
		},
		"SupplierInvoiceNumber": {
			"type": "integer",
			"format": "int32"
		},
		"Times": {
			"type": "integer",
			"format": "int32"
		},
		"Total": {
			"type": "number",
			"format": "double"
		},
		"VATIncluded": {
			"type": "boolean"
		}
	},
	"SupplierInvoiceAccrualRow": {
		"Account": {
			"type": "integer",
			"format": "int32"
		},
		"CostCenter": {
			"type": "string"
		},
		"Credit": {
			"type": "number",
			"format": "double"
		},
		"Debit": {
			"type": "number",
			"format": "double"
		},
		"Project": {
			"type": "string"
		},
		"TransactionInformation": {
			"type": "string"
		}
	},
	"CustomerReferenceRow": {
		"CustomerNumber": {
			"type": "string"
		},
		"Reference": {
			"type": "string"
		}
	},
	"ArticleUrlConnection": {
		"ArticleNumber": {
			"type": "string"
		},
		"URLConnection": {
			"type": "string"
		}
	},
	"SupplierInvoiceUrlConnection": {
		"ExternalURLConnection": {
			"type": "string"
		},
		"SupplierInvoiceNumber": {
			"type": "integer",
			"format": "int32"
		}
	},
	"TaxReduction": {
		"AskedAmount": {
			"type": "number",
			"format": "double",
			"minimum": 1
		},
		"BilledAmount": {
			"type": "number",
			"format": "double"
		},
		"CustomerName": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2147483647
		},
		"PropertyDesignation": {
			"type": "string"
		},
		"ReferenceDocumentType": {
			"type": "string",
			"enum": [
				"OFFER",
				"ORDER",
				"INVOICE"
			]
		},
		"ReferenceNumber": {
			"type": "string"
		},
		"ResidenceAssociationOrganisationNumber": {
			"type": "string"
		},
		"SocialSecurityNumber": {
			"type": "string",
			"minLength": 10,
			"maxLength": 13
		},
		"TaxReductionAmounts": {
			"type": "array"
		}
	},
	"Currency": {
		"BuyRate": {
			"type": "number",
			"format": "double"
		},
		"Code": {
			"type": "string"
		},
		"Date": {
			"type": "string",
			"format": "date"
		},
		"Description": {
			"type": "string"
		},
		"IsAutomatic": {
			"type": "boolean"
		},
		"SellRate": {
			"type": "number",
			"format": "double"
		},
		"Unit": {
			"type": "number",
			"format": "double"
		}
	},
	"Unit": {
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 20
		},
		"CodeEnglish": {
			"type": "string",
			"maxLength": 100
		},
		"Description": {
			"type": "string",
			"minLength": 1,
			"maxLength": 100
		}
	},
	"TermsOfPayment": {
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 25
		},
		"Description": {
			"type": "string"
		}
	},
	"TermsOfDelivery": {
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 20
		},
		"Description": {
			"type": "string",
			"maxLength": 200
		},
		"DescriptionEnglish": {
			"type": "string",
			"maxLength": 100
		}
	},
	"ModeOfPayment": {
		"AccountNumber": {
			"type": "string",
			"minLength": 4,
			"maxLength": 4
		},
		"Code": {
			"type": "string"
		},
		"Description": {
			"type": "string"
		}
	},
	"WayOfDelivery": {
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 50
		},
		"Description": {
			"type": "string",
			"maxLength": 100
		},
		"DescriptionEnglish": {
			"type": "string",
			"maxLength": 100
		}
	},
	"VoucherSeries": {
		"Approver": {
			"type": "object"
		},
		"Code": {
			"type": "string",
			"minLength": 1,
			"maxLength": 10
		},
		"Description": {
			"type": "string",
			"maxLength": 200
		},
		"Manual": {
			"type": "boolean"
		}
	},
	"PredefinedAccount": {
		"Account": {
			"type": "integer",
			"format": "int32",
			"minimum": 1000,
			"maximum": 9999
		},
		"Name": {
			"type": "string"
		}
	},
	"PredefinedVoucherSeries": {
		"Name": {
			"type": "string"
		},
		"VoucherSeries": {
			"type": "string",
			"maxLength": 1
		}
	},
	"TrustedEmailSender": {
		"Email": {
			"type": "string"
		}
	}
} as const satisfies Record<string, Record<string, FieldSchema>>;

export type SchemaName = keyof typeof SCHEMAS;
