package dialectcore

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// A BaseStep is one layer of a specification's order of precedence, as
// [EstablishBase] reads it.
type BaseStep struct {
	Layer dialect.BaseLayer
	Field string // the header field's name, for dialect.HeaderBase
	Rule  dialect.Rule
	// Value, if set, extracts the URI from a header field's value (RFC
	// 1808's "<URL:...>"). An error with a non-empty URI is a list of
	// warnings; with an empty one the field is passed over.
	Value func(v string) (string, error)
}

// A BasePolicy is a specification's rules for establishing a base.
type BasePolicy struct {
	Steps []BaseStep // innermost first
	// Empty is the rule cited when no step gives a base.
	Empty dialect.Rule
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

// EstablishBase establishes a base by policy p, parsing, resolving and
// validating with d. It is the algorithm every dialect's
// [dialect.BaseEstablisher] shares; the policies are theirs.
func EstablishBase(d dialect.Dialect, p *BasePolicy, src *dialect.BaseSource) dialect.Base {
	var warn dialect.Errors
	b := establish(d, p, p.Steps, src, &warn)
	if b.URI != "" {
		if v, ok := d.(dialect.Validator); ok {
			for _, pe := range dialect.Violations(v.Validate(b.URI)) {
				warn.Add(pe)
			}
		}
	}
	b.Warnings = warn.Err()
	return b
}

func establish(d dialect.Dialect, p *BasePolicy, steps []BaseStep, src *dialect.BaseSource, warn *dialect.Errors) dialect.Base {
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
		if !ref.Has(dialect.Scheme) {
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
		return dialect.Base{URI: cand, Layer: st.Layer, Field: st.Field, Rule: st.Rule}
	}
	return dialect.Base{Layer: dialect.NoBase, Rule: p.Empty}
}

// candidate returns what step st finds in src, if anything.
func candidate(d dialect.Dialect, st *BaseStep, src *dialect.BaseSource, warn *dialect.Errors) (string, bool) {
	var s string
	switch st.Layer {
	case dialect.EmbeddedBase:
		if len(src.Embedded) == 0 {
			return "", false
		}
		s = src.Embedded[0]
	case dialect.HeaderBase:
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
			for _, pe := range dialect.Violations(err) {
				warn.Add(pe)
			}
			return u, true
		}
	case dialect.EncapsulatingBase:
		s = src.Encapsulating
	case dialect.RetrievalBase:
		s = src.Retrieval
	case dialect.DefaultBase:
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

func addWarning(warn *dialect.Errors, d dialect.Dialect, input string, rule dialect.Rule, msg string) {
	warn.Add(&dialect.ParseError{Dialect: d.Name(), Input: input, Rule: rule, Msg: msg})
}

func quote(s string) string { return `"` + s + `"` }
