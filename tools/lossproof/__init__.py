"""Proofs of loss from a constraint solver: a relaxation of a Classic deal as a scheduling model."""
