"""The Monster Collection family's card data (mc20th, and Deus after it): its card schema
and the rules of its effect language on cards."""
