package dialect

import "github.com/uridialect/uridialect/header"

// A BaseEstablisher chooses the base URI of a document by its
// specification's rules: RFC 1808, Section 3; RFC 2396 and RFC 3986,
// Section 5.1; draft-ietf-uri-relative-url-01, Section 3; RFC 1630's
// "context URI". Every specification lists the same layers, innermost
// first: a base embedded in the content, a base given by the message
// that carries it, the base of an encapsulating entity, the URI used to
// retrieve it, and a default; they differ in which header fields count,
// whether a relative embedded base is resolved or ignored, and whether a
// fragment is kept.
//
// EstablishBase never fails: a candidate that cannot serve (a relative
// BASE HREF where the specification wants an absolute one, a malformed
// header field) is passed over with a warning, and the next layer
// decides. A base that breaks the dialect's grammar (a "~" in RFC 1808)
// is still the base, returned with its violations as warnings.
type BaseEstablisher interface {
	EstablishBase(src BaseSource) Base
}

// A BaseSource is what a document offers to establish its base.
type BaseSource struct {
	// Embedded holds the bases embedded in the content, in document
	// order: the HREF of each HTML BASE element, character references
	// decoded. Only the first counts; the others are kept so that a
	// dialect that read them differently could say so.
	Embedded []string
	// Header holds the fields of the message that carried the document
	// (an HTTP response, a MIME part), in order, values unfolded.
	Header header.Fields
	// Encapsulating is the base of the entity the document is enclosed
	// in (a multipart message, an archive record's container), or "".
	Encapsulating string
	// Retrieval is the URI the document was retrieved with, the last
	// one after redirects, or "".
	Retrieval string
	// Default is the application's default base, or "".
	Default string
}

// HeaderValue returns the value of the first field called name, compared
// without regard to case, as RFC 822 and HTTP compare field names.
func (s *BaseSource) HeaderValue(name string) (string, bool) {
	return s.Header.Lookup(name)
}

// A BaseLayer names the layer of a document's context a base came from.
type BaseLayer uint8

// The layers, innermost first.
const (
	NoBase            BaseLayer = iota // no layer gave a base: the empty base
	EmbeddedBase                       // embedded in the content (HTML BASE)
	HeaderBase                         // a field of the message carrying the document
	EncapsulatingBase                  // the base of the enclosing entity
	RetrievalBase                      // the URI used to retrieve the document
	DefaultBase                        // the application's default
)

var layerNames = [...]string{"none", "embedded", "header", "encapsulating", "retrieval", "default"}

// String returns the layer's name: "embedded", "header", ...
func (l BaseLayer) String() string {
	if int(l) < len(layerNames) {
		return layerNames[l]
	}
	return "BaseLayer(?)"
}

// A Base is the base a dialect established, and why.
type Base struct {
	// URI is the base, "" for the empty base (under which RFC 1808 and
	// the draft take every reference as absolute).
	URI string
	// Layer is the layer that decided, Field the header field's name
	// when Layer is HeaderBase.
	Layer BaseLayer
	Field string
	// Rule cites the section that establishes a base from that layer.
	Rule Rule
	// Warnings lists, as [*ParseError] ([Violations] unpacks them), the
	// candidates passed over and the grammar violations of URI; nil if
	// there are none.
	Warnings error
}
