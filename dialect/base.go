package dialect

import "strings"

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
	Header []HeaderField
	// Encapsulating is the base of the entity the document is enclosed
	// in (a multipart message, an archive record's container), or "".
	Encapsulating string
	// Retrieval is the URI the document was retrieved with, the last
	// one after redirects, or "".
	Retrieval string
	// Default is the application's default base, or "".
	Default string
}

// A HeaderField is one message header field.
type HeaderField struct {
	Name, Value string
}

// HeaderValue returns the value of the first field called name, compared
// without regard to case, as RFC 822 and HTTP compare field names.
func (s *BaseSource) HeaderValue(name string) (string, bool) {
	for _, f := range s.Header {
		if strings.EqualFold(f.Name, name) {
			return f.Value, true
		}
	}
	return "", false
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

// A BaseStep is one layer of a specification's order of precedence, as
// [EstablishBaseBy] reads it.
type BaseStep struct {
	Layer BaseLayer
	Field string // the header field's name, for HeaderBase
	Rule  Rule
	// Value, if set, extracts the URI from a header field's value (RFC
	// 1808's "<URL:...>"). An error with a non-empty URI is a list of
	// warnings; with an empty one the field is passed over.
	Value func(v string) (string, error)
}

// A BasePolicy is a specification's rules for establishing a base.
type BasePolicy struct {
	Steps []BaseStep // innermost first
	// Empty is the rule cited when no step gives a base.
	Empty Rule
	// ResolveRelative resolves a relative candidate against the base the
	// later steps establish, as RFC 3986, Section 5.1 asks ("If the base
	// URI is obtained from a URI reference, then that reference must be
	// converted to absolute form"). Without it a relative candidate is
	// passed over, as the earlier texts require an absolute one.
	ResolveRelative bool
	// StripFragment removes a fragment from the base (RFC 3986, Section
	// 5.1: "stripped of any fragment component prior to its use").
	StripFragment bool
}

// EstablishBaseBy establishes a base by policy p, parsing, resolving and
// validating with d. It is the algorithm every dialect's EstablishBase
// shares; the policies are theirs.
func EstablishBaseBy(d Dialect, p *BasePolicy, src *BaseSource) Base {
	var warn Errors
	b := establish(d, p, p.Steps, src, &warn)
	if b.URI != "" {
		if v, ok := d.(Validator); ok {
			for _, pe := range Violations(v.Validate(b.URI)) {
				warn.Add(pe)
			}
		}
	}
	b.Warnings = warn.Err()
	return b
}

func establish(d Dialect, p *BasePolicy, steps []BaseStep, src *BaseSource, warn *Errors) Base {
	for i, st := range steps {
		cand, ok := candidate(d, &st, src, warn)
		if !ok {
			continue
		}
		ref, err := d.Parse(cand)
		if err != nil {
			addWarning(warn, d, cand, st.Rule, "the base is passed over: "+err.Error())
			continue
		}
		if !ref.Has(Scheme) {
			if !p.ResolveRelative {
				addWarning(warn, d, cand, st.Rule, "the base "+quote(cand)+" is not absolute: passed over")
				continue
			}
			outer := establish(d, p, steps[i+1:], src, warn)
			if outer.URI == "" {
				addWarning(warn, d, cand, st.Rule, "the base "+quote(cand)+" is relative and no outer layer gives a base to resolve it against: passed over")
				return outer
			}
			baseRef, err := d.Parse(outer.URI)
			if err == nil {
				ref, err = d.Resolve(baseRef, ref)
			}
			if err != nil {
				addWarning(warn, d, cand, st.Rule, "the relative base cannot be resolved: "+err.Error())
				return outer
			}
			cand = ref.String()
		}
		if p.StripFragment {
			if i := strings.IndexByte(cand, '#'); i >= 0 {
				cand = cand[:i]
			}
		}
		return Base{URI: cand, Layer: st.Layer, Field: st.Field, Rule: st.Rule}
	}
	return Base{Layer: NoBase, Rule: p.Empty}
}

// candidate returns what step st finds in src, if anything.
func candidate(d Dialect, st *BaseStep, src *BaseSource, warn *Errors) (string, bool) {
	var s string
	switch st.Layer {
	case EmbeddedBase:
		if len(src.Embedded) == 0 {
			return "", false
		}
		s = src.Embedded[0]
	case HeaderBase:
		v, ok := src.HeaderValue(st.Field)
		if !ok {
			return "", false
		}
		s = v
		if st.Value != nil {
			u, err := st.Value(v)
			if u == "" {
				msg := "the " + st.Field + " field is passed over"
				if err != nil {
					msg += ": " + err.Error()
				}
				addWarning(warn, d, v, st.Rule, msg)
				return "", false
			}
			for _, pe := range Violations(err) {
				warn.Add(pe)
			}
			return u, true
		}
	case EncapsulatingBase:
		s = src.Encapsulating
	case RetrievalBase:
		s = src.Retrieval
	case DefaultBase:
		s = src.Default
	}
	if s != "" && (isBaseSpace(s[0]) || isBaseSpace(s[len(s)-1])) {
		s = strings.Trim(s, " \t\r\n\f")
	}
	return s, s != ""
}

// isBaseSpace reports the white space candidate trims.
func isBaseSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'
}

func addWarning(warn *Errors, d Dialect, input string, rule Rule, msg string) {
	warn.Add(&ParseError{Dialect: d.Name(), Input: input, Rule: rule, Msg: msg})
}

func quote(s string) string { return `"` + s + `"` }
