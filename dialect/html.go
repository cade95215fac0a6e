package dialect

// An HTMLStandardReader is a dialect that takes the values of HTML
// attributes as the HTML Standard's tokenizer reads them (every character
// reference decoded, with or without its ";", as browsers do today),
// rather than as the SGML-based HTML 2.0 to 4.01 read them. A link
// extractor hands such a dialect the Standard's reading of a value where
// the two readings differ (doclinks does). Only the whatwg dialect is one.
type HTMLStandardReader interface {
	Dialect
	// ReadsHTMLStandard reports whether the dialect reads attribute
	// values as the HTML Standard does.
	ReadsHTMLStandard() bool
}
